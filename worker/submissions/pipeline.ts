import type { RunnableQuery } from "drizzle-orm/runnable-query";
import type { Context } from "hono";
import { type Database, getDb } from "../db/client";
import type { AppEnv } from "../env";
import { commit } from "../events/commit";
import type { DomainEvent } from "../events/types";
import { clientIp } from "../lib/client-ip";
import { FORM_LIMIT_MESSAGE, reserveFormSlot } from "../lib/form-throttle";
import { idempotencyKey } from "../lib/idempotency-key";
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

/** What one public form supplies to the pipeline: what it checks beyond its schema and what it stores. */
export interface SubmissionForm<Input extends HoneypotInput, Ready, Answer extends Record<string, unknown>> {
  /** Names the form in logs. */
  kind: string;
  /**
   * The body of every success, given the stored row's public reference (never its id). A bot that
   * filled the honeypot gets it too, with a reference that names nothing, and learns nothing.
   */
  answer: (reference: string | null) => Answer;
  /** Checks the schema cannot make (e.g. the job is open, the file is a résumé): what to store, or the refusal. */
  prepare: (c: Context<AppEnv>, db: Database, input: Input) => Promise<Ready | Refusal>;
  /** For forms that honour an Idempotency-Key: the row stored earlier under a key. */
  findByKey?: (db: Database, key: string) => Promise<{ reference: string | null } | undefined>;
  /** Work before the insert (e.g. putting a file in R2), returning how to undo it if nothing is stored. */
  stage?: (c: Context<AppEnv>, ready: Ready) => Promise<() => Promise<void>>;
  /** The insert under a fresh public reference (forms without one ignore it): the new row's id, or no row for a duplicate. */
  insert: (db: Database, ready: Ready, idempotencyKey: string | null, reference: string) => Insert;
  /**
   * Answer a duplicate like a new row (201, and `answer` must then ignore the id), for forms whose
   * duplicates are other people's data: the newsletter must not tell who is already subscribed.
   */
  concealDuplicates?: true;
  /** The event a stored submission reports. */
  event: Extract<DomainEvent, { type: "inquiry.created" | "subscriber.created" }>["type"];
  toEvent: (id: number, ready: Ready) => DomainEvent;
}

const nothingToUndo = async () => {};

/** Inserts tried before a repeat of the 40-bit public reference (about one in a trillion) becomes an error. */
const REFERENCE_TRIES = 3;

/**
 * The one pipeline behind every public form, after the origin check, body limit and schema
 * validation every /api route has: honeypot, the form's own checks, Idempotency-Key de-duplication,
 * the per-IP throttle, then the insert under a new random public reference, reporting its event.
 * Answers 201 for a new row and 200 for a duplicate (201 if the form conceals duplicates), with the
 * form's body: the visitor learns the public reference, never the row id.
 */
export async function submit<Input extends HoneypotInput, Ready, Answer extends Record<string, unknown>>(
  c: Context<AppEnv>,
  form: SubmissionForm<Input, Ready, Answer>,
  input: Input,
) {
  if (input.website) {
    log("info", "spam_honeypot", { type: form.kind });
    return c.json(form.answer(newPublicReference()), 201);
  }
  const db = getDb(c.env.DB);
  const ready = await form.prepare(c, db, input);
  if (ready instanceof Refusal) {
    const { status, error, fieldErrors } = ready;
    return fieldErrors ? c.json({ error, fieldErrors }, status) : c.json({ error }, status);
  }

  const { findByKey } = form;
  const key = findByKey ? idempotencyKey(c) : null;
  const earlierRow = async () => (findByKey && key ? await findByKey(db, key) : undefined);
  const earlier = await earlierRow();
  if (earlier) return c.json(form.answer(earlier.reference), 200);

  if (!(await reserveFormSlot(c, db))) {
    log("warn", "form_throttled", { form: form.kind, ip: clientIp(c) });
    return c.json({ error: FORM_LIMIT_MESSAGE }, 429);
  }

  const undo = form.stage ? await form.stage(c, ready) : nothingToUndo;
  try {
    for (let tries = 1; ; tries++) {
      const reference = newPublicReference();
      try {
        const [stored] = await commit(c, db, {
          write: form.insert(db, ready, key, reference),
          intent: { type: form.event },
          event: (rows) => (rows[0] ? form.toEvent(rows[0].id, ready) : null),
        });
        if (stored) return c.json(form.answer(reference), 201);
      } catch (err) {
        if (tries < REFERENCE_TRIES && isUniqueViolation(err, "inquiries.reference")) continue;
        throw err;
      }
      // A duplicate: a concurrent retry with the same key stored it first, or the row existed.
      await undo();
      return c.json(form.answer((await earlierRow())?.reference ?? null), form.concealDuplicates ? 201 : 200);
    }
  } catch (err) {
    await undo();
    throw err;
  }
}
