/**
 * Every event the app reports after a write, by type: who did it (`adminId` for admin actions),
 * which record (`id`), and the data a later handler (cache purge, mail, audit) needs without reading
 * it again. Empty here: each feature (and each kit with events of its own) adds its events from its
 * own folder, as Hono's ContextVariableMap is filled, so this kit names none of them:
 *
 *   declare module "../events/types" {
 *     interface DomainEvents {
 *       "deadline.extended": { adminId: number; deadlineId: string };
 *     }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface, so that the features' declarations merge into it
export interface DomainEvents {}

export type DomainEventType = keyof DomainEvents & string;

/** Any event: its `type` beside its data, a union of every type's. */
export type DomainEvent = { [T in DomainEventType]: { type: T } & DomainEvents[T] }[DomainEventType];

/** The events of type T (of any of them, for a union): what a handler declared for T is handed. */
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/**
 * What an in-write handler sees: the event's type, who and (when it exists already) which record.
 * The rest of the event is known only from the write's result, which a batch cannot feed back
 * into its own later statements.
 */
export interface WriteIntent<T extends DomainEventType = DomainEventType> {
  type: T;
  adminId?: number;
  id?: number;
  /** The records of a bulk action. */
  ids?: number[];
  /** What else the audit trail should keep of the action: a new status, the filters of an export. */
  detail?: Record<string, unknown>;
  /**
   * Record it only when the write changed a row: for a write two runs may race (the cron's
   * scheduled publishing), so the one that lost leaves no second entry. The audit row follows the
   * write directly in the batch and reads what it changed.
   */
  onlyIfWritten?: boolean;
  /** The client's address; `commit` fills it from the request (CF-Connecting-IP). */
  ip?: string | null;
}
