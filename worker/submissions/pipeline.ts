import { getTableName } from "drizzle-orm";
import type { RunnableQuery } from "drizzle-orm/runnable-query";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Context } from "hono";
import { type Database, getDb } from "../db/client";
import type { AppEnv } from "../env";
import { commit } from "../events/commit";
import type { DomainEventType, EventOf } from "../events/types";
import { clientIp } from "../lib/client-ip";
import { FORM_LIMIT_MESSAGE, reserveFormSlot } from "../lib/form-throttle";
import { idempotencyKey } from "../lib/idempotency-key";
import { idempotencySubmissionKey, type SubmissionKey } from "./submission-key";
import { log } from "../lib/log";
import { isUniqueViolation } from "../db/errors";
import { newPublicReference } from "./reference";

/** Every public form carries the honeypot field `website`, which people never see or fill. */
export interface HoneypotInput {
  website?: string;
}

/** A form's own check failed: answered with this status and body (a field's message under `fieldErrors`). */
export class Refusal {
  constructor(
    readonly status: 400 | 404 | 415 | 422,
    readonly error: string,
    readonly fieldErrors?: Record<string, string>,
  ) {}
}

type Insert = RunnableQuery<{ id: number }[], "sqlite"> & Promise<{ id: number }[]>;

/**
 * What one public form supplies to the pipeline: what it checks beyond its schema, what it stores,
 * and the event `T` a stored submission reports.
 */
export interface SubmissionForm<Input extends HoneypotInput, Ready, Answer extends Record<string, unknown>, T extends DomainEventType = DomainEventType> {
  /** Names the form in logs. */
  kind: string;
  /**
   * The body of every success, given the stored row's public reference (never its id). A bot that
   * filled the honeypot gets it too, with a reference that names nothing, and learns nothing.
   */
  answer: (reference: string | null) => Answer;
  /** Checks the schema cannot make (e.g. the job is open, the file is a résumé): what to store, or the refusal. */
  prepare: (c: Context<AppEnv>, db: Database, input: Input) => Promise<Ready | Refusal>;
  /** For forms that honour an Idempotency-Key: the row stored earlier under a key, with the hash of the fields it was sent with (null before migration 0039). */
  findByKey?: (db: Database, key: string) => Promise<{ reference: string | null; bodyHash: string | null } | undefined>;
  /** Work before the insert (e.g. putting a file in R2), returning how to undo it if nothing is stored. */
  stage?: (c: Context<AppEnv>, ready: Ready) => Promise<() => Promise<void>>;
  /** The insert under a fresh public reference (forms without one ignore it): the new row's id, or no row for a duplicate. */
  insert: (db: Database, ready: Ready, key: SubmissionKey | null, reference: string) => Insert;
  /** The unique column the insert stores the public reference in, for forms that keep one: a new reference that clashes is drawn again. */
  referenceColumn?: SQLiteColumn;
  /**
   * Answer a duplicate like a new row (201, and `answer` must then ignore the id), for forms whose
   * duplicates are other people's data: the newsletter must not tell who is already subscribed.
   */
  concealDuplicates?: true;
  /** The type of the event a stored submission reports. */
  event: T;
  /** The event of a stored row; `reference` is the one the visitor is shown, `ip` the client's throttle key. */
  toEvent: (id: number, ready: Ready, stored: { reference: string; ip: string }) => EventOf<T>;
}

const nothingToUndo = async () => {};

/** Inserts tried before a repeat of the 40-bit public reference (about one in a trillion) becomes an error. */
const REFERENCE_TRIES = 3;

/** A key sent again with other fields: not a retry, so nothing is stored and the first sender's reference is not told. */
const KEY_REUSED = "This form was already sent with other details. Please reload the page and send it again.";

/** What a submission came to: the form's answer (201 new, 200 a duplicate), or a refusal with its message. */
type SubmissionOutcome<Answer> =
  | { ok: true; status: 200 | 201; answer: Answer }
  | { ok: false; status: 400 | 404 | 415 | 422 | 429; error: string; fieldErrors?: Record<string, string> };

type Stored = { reference: string | null; bodyHash: string | null };

/**
 * The one pipeline behind every public form, after the origin check, body limit and schema
 * validation: honeypot, the form's own checks, de-duplication under `key`, the per-IP throttle,
 * then the insert under a new random public reference, reporting its event. A new row is 201 and
 * a duplicate 200 (201 if the form conceals duplicates); the visitor learns the public reference,
 * never the row id. `key` is the JSON API's Idempotency-Key scoped to the form and the sender
 * (./submission-key.ts), or the server's own for a form posted without JavaScript
 * (./form-dedupe.ts); null stores every post. A key found with other fields than its first
 * submission's is refused (422) and nothing is stored.
 */
export async function runSubmission<Input extends HoneypotInput, Ready, Answer extends Record<string, unknown>, T extends DomainEventType>(
  c: Context<AppEnv>,
  form: SubmissionForm<Input, Ready, Answer, T>,
  input: Input,
  key: SubmissionKey | null,
): Promise<SubmissionOutcome<Answer>> {
  const success = (status: 200 | 201, reference: string | null) => ({ ok: true as const, status, answer: form.answer(reference) });
  const repeat = (earlier: Stored | undefined): SubmissionOutcome<Answer> =>
    earlier && earlier.bodyHash !== null && earlier.bodyHash !== key?.body
      ? { ok: false, status: 422, error: KEY_REUSED }
      : success(form.concealDuplicates ? 201 : 200, earlier?.reference ?? null);
  if (input.website) {
    log("info", "spam_honeypot", { type: form.kind });
    return success(201, newPublicReference());
  }
  const db = getDb(c.env.DB);
  const ready = await form.prepare(c, db, input);
  if (ready instanceof Refusal) {
    const { status, error, fieldErrors } = ready;
    return { ok: false, status, error, ...(fieldErrors ? { fieldErrors } : {}) };
  }

  const { findByKey } = form;
  const earlierRow = async () => (findByKey && key ? await findByKey(db, key.key) : undefined);
  const earlier = await earlierRow();
  if (earlier) return repeat(earlier);

  const ip = clientIp(c);
  if (!(await reserveFormSlot(c, db))) {
    log("warn", "form_throttled", { form: form.kind, ip });
    return { ok: false, status: 429, error: FORM_LIMIT_MESSAGE };
  }

  const undo = form.stage ? await form.stage(c, ready) : nothingToUndo;
  const { referenceColumn } = form;
  const referenceClash = (err: unknown) => referenceColumn !== undefined && isUniqueViolation(err, `${getTableName(referenceColumn.table)}.${referenceColumn.name}`);
  try {
    for (let tries = 1; ; tries++) {
      const reference = newPublicReference();
      try {
        const [stored] = await commit(c, db, {
          write: form.insert(db, ready, findByKey ? key : null, reference),
          intent: { type: form.event },
          event: (rows) => (rows[0] ? form.toEvent(rows[0].id, ready, { reference, ip }) : null),
        });
        if (stored) return success(201, reference);
      } catch (err) {
        if (tries < REFERENCE_TRIES && referenceClash(err)) continue;
        throw err;
      }
      // A duplicate: a concurrent retry with the same key stored it first, or the row existed.
      await undo();
      return repeat(await earlierRow());
    }
  } catch (err) {
    await undo();
    throw err;
  }
}

/** A public form's JSON endpoint: the pipeline under the request's Idempotency-Key, answered as JSON. */
export async function submit<Input extends HoneypotInput, Ready, Answer extends Record<string, unknown>, T extends DomainEventType>(
  c: Context<AppEnv>,
  form: SubmissionForm<Input, Ready, Answer, T>,
  input: Input,
) {
  const sent = form.findByKey ? idempotencyKey(c) : null;
  const key = sent ? await idempotencySubmissionKey(c, form.kind, sent, input as Record<string, unknown>) : null;
  const outcome = await runSubmission(c, form, input, key);
  if (outcome.ok) return c.json(outcome.answer, outcome.status);
  const { status, error, fieldErrors } = outcome;
  return fieldErrors ? c.json({ error, fieldErrors }, status) : c.json({ error }, status);
}
