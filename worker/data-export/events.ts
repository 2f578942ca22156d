/** The owner's copy of all the data: how many rows of each table went into it, never a row. */
declare module "../events/types" {
  interface DomainEvents {
    "data.exported": { adminId: number; counts: Record<string, number> };
  }
}

export {};
