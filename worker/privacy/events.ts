/** Privacy requests keep no personal data: only how many records of each kind were found, or erased. */
declare module "../events/types" {
  interface DomainEvents {
    "privacy.searched": { adminId: number; counts: Record<string, number> };
    "privacy.erased": { adminId: number; counts: Record<string, number> };
  }
}

export {};
