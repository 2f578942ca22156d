import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "./fixtures";

/**
 * Where the local EMAIL binding (wrangler's simulation, which sends nothing) leaves the text part of
 * each mail the test server sends: one directory per server session, one file per mail.
 */
const MAIL_DIR = path.resolve(import.meta.dirname, "../../.wrangler/tmp/email");

/** The text of every mail the server has sent so far. */
async function mailedTexts(): Promise<string[]> {
  const texts: string[] = [];
  for (const session of await readdir(MAIL_DIR).catch(() => [] as string[])) {
    const dir = path.join(MAIL_DIR, session, "email-text");
    for (const file of await readdir(dir).catch(() => [] as string[])) texts.push(await readFile(path.join(dir, file), "utf8"));
  }
  return texts;
}

/**
 * The first match of `pattern` in a mail whose text contains `marker`, once the server's work
 * (after the response, for some mails) has written it.
 */
export async function mailedMatch(marker: string, pattern: RegExp, what: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        for (const text of await mailedTexts()) if (text.includes(marker)) found = pattern.exec(text)?.[0] ?? found;
        return found;
      },
      { message: what },
    )
    .toBeDefined();
  return found!;
}
