/**
 * Every public route's server-rendered HTML, English and Hindi, passes the Nu HTML Checker (vnu,
 * the W3C validator) with no errors. Warnings and info messages are not failures.
 *
 * One test and one run of vnu over all the pages at once, not a test per page: vnu is a Java
 * program and each JVM start costs seconds, so a start per page would cost more than the checking.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { expect, test } from "./fixtures";
import { publicRoutes } from "./public-routes";

/** The vnu.jar the vnu-jar package ships (its main export is the jar's path). */
const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar"));
/**
 * One short run of a JVM: the client compiler alone (C2's compile threads took half of the run's
 * CPU, 18 s against 9 s, for code that runs a few seconds), and the deeper stack its frames need
 * for vnu's schema (it asks for 512 KiB; with C1 alone the default 1 MiB overflowed).
 */
const JVM_FLAGS = ["-XX:TieredStopAtLevel=1", "-Xss4m"];
/** Pages fetched at a time. */
const CONCURRENCY = 8;

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
}

test("every public page's HTML has no Nu HTML Checker error", async ({ request }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), "html-validity-"));
  try {
    /** The route each written file holds, by file name. */
    const routeOf = new Map<string, string>();
    const queue = publicRoutes.map((path, index) => ({ path, file: `${String(index).padStart(3, "0")}.html` }));
    const fetchNext = async (): Promise<void> => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const response = await request.get(next.path);
        // The deliberate error routes answer 404 or 422 with a full page; a 5xx is no page to check.
        expect(response.status(), `${next.path}: status`).toBeLessThan(500);
        expect(response.headers()["content-type"], `${next.path}: content type`).toContain("text/html");
        writeFileSync(join(dir, next.file), await response.body());
        routeOf.set(next.file, next.path);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, fetchNext));

    const files = [...routeOf.keys()].map((file) => join(dir, file));
    const run = spawnSync("java", [...JVM_FLAGS, "-jar", VNU_JAR, "--errors-only", "--format", "json", ...files], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw run.error;
    // vnu exits 1 when it finds errors and writes its report to stderr either way.
    if (run.status !== 0 && run.status !== 1) throw new Error(`vnu exited with ${run.status}:\n${run.stderr}`);
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };

    const errors = messages
      .filter((message) => message.type !== "info")
      .map((message) => {
        const file = message.url ? basename(message.url) : "";
        const where = routeOf.get(file) ?? (file || "(vnu)");
        const extract = message.extract ? ` (${message.extract.replace(/\s+/g, " ").trim()})` : "";
        return `${where}: ${message.message}${extract}`;
      });
    expect(errors, `Nu HTML Checker errors in ${files.length} pages`).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
