import { Hono } from "hono";
import { hindiGaps, type LaunchChecklist } from "#core/site/launch-checklist";
import { allow } from "../access/permissions";
import type { AdminEnv } from "../access/require-admin";
import { type Database, getDb } from "../db/client";
import type { LaunchChecklistItems } from "../feature";
import { countHindiGaps } from "./hindi-gaps";

/** The dashboard's launch checklist: every feature's items (`launchChecklist`), and the Hindi twins still to write, which the dashboard counts across the features. */
export async function launchChecklist(items: readonly LaunchChecklistItems[], db: Database): Promise<LaunchChecklist> {
  const [gaps, ...parts] = await Promise.all([countHindiGaps(db), ...items.map((read) => read(db))]);
  return { ...(Object.assign({}, ...parts) as Omit<LaunchChecklist, "hindi">), hindi: hindiGaps(gaps) };
}

/** What is still missing or a placeholder before launch, for those who keep the firm's settings. */
export const checklistRoutes = (items: readonly LaunchChecklistItems[]) =>
  new Hono<AdminEnv>().get("/", allow("settings"), async (c) => c.json(await launchChecklist(items, getDb(c.env.DB)), 200));
