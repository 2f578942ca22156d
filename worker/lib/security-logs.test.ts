import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, seedAdmin, signIn } from "../testing/admin-helpers";
import { captureLogs, type LogLine } from "../testing/capture-logs";
import { callInProcess } from "../testing/in-process";
import { PDF, PUBLIC_JSON_FORMS, publishOpening } from "../testing/public-forms";
import { log } from "./log";

/** Characters that end a line in some reader: what no written line may contain raw. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Runs the request and expects exactly one log line, with `event`, on one line; returns it. */
async function onlyLine(event: string, request: () => Promise<{ res: Response }>, status: number): Promise<LogLine> {
  let answered = 0;
  const lines = await captureLogs(async () => {
    answered = (await request()).res.status;
  });
  expect(answered, JSON.stringify(lines.map((l) => l.entry))).toBe(status);
  expect(lines.map((l) => l.entry.event)).toEqual([event]);
  expect(lines[0].raw).not.toMatch(LINE_BREAKING);
  return lines[0];
}

const ip = (n: number) => ({ "CF-Connecting-IP": `198.18.0.${n}` });

beforeAll(() => seedAdmin());

describe("log()", () => {
  it("writes every control character and line separator escaped, so one event stays one line", async () => {
    const nasty = Array.from({ length: 0xa0 }, (_, i) => String.fromCharCode(i)).join("") + "\u2028\u2029 end";
    const [line] = await captureLogs(async () => log("warn", "probe", { value: nasty, nested: { value: nasty } }));
    expect(line.raw).not.toMatch(LINE_BREAKING);
    expect(line.entry).toMatchObject({ level: "warn", event: "probe", value: nasty, nested: { value: nasty } });
  });
});

describe("a failed sign-in", () => {
  it("is one login_failed line without the password", async () => {
    const password = "Wrong-Passw0rd-that-must-not-be-logged";
    const line = await onlyLine(
      "login_failed",
      () => callInProcess("/api/admin/login", { method: "POST", json: { email: ADMIN.email, password }, headers: ip(1) }),
      401,
    );
    expect(line.entry).toMatchObject({ level: "warn", email: ADMIN.email, ip: "198.18.0.1" });
    expect(line.raw).not.toContain(password);
  });

  it("is one login_throttled line once the address is locked, even for the right password", async () => {
    const bindings = { LOGIN_MAX_FAILURES: "2" };
    const attempt = (password: string) =>
      callInProcess("/api/admin/login", { method: "POST", json: { email: ADMIN.email, password }, headers: ip(2), bindings });
    for (let i = 0; i < 2; i++) expect((await attempt("wrong-password-0123")).res.status).toBe(401);
    const line = await onlyLine("login_throttled", () => attempt(ADMIN.password), 429);
    expect(line.raw).not.toContain(ADMIN.password);
  });
});

describe("a throttled public form", () => {
  it("is one form_throttled line naming the form and the address", async () => {
    const send = () =>
      callInProcess("/api/inquiries", { method: "POST", json: PUBLIC_JSON_FORMS.contact.json, headers: ip(3), bindings: { FORM_RATE_LIMIT: "1" } });
    expect((await send()).res.status).toBe(201);
    const line = await onlyLine("form_throttled", send, 429);
    expect(line.entry).toMatchObject({ level: "warn", form: "inquiry", ip: "198.18.0.3" });
  });
});

describe("denied admin access", () => {
  it("is one admin_access_denied line for a request without a session (401)", async () => {
    const line = await onlyLine("admin_access_denied", () => callInProcess("/api/admin/inquiries"), 401);
    expect(line.entry).toMatchObject({ method: "GET", path: "/api/admin/inquiries" });
  });

  it("never logs the value of a forged or replayed cookie", async () => {
    const forged = "admin_session=forged-token-value-abc123.c2lnbmF0dXJl";
    const line = await onlyLine("admin_access_denied", () => callInProcess("/api/admin/blogs", { cookie: forged }), 401);
    expect(line.raw).not.toContain("forged-token-value");
    const real = await signIn();
    const loggedOut = await callInProcess("/api/admin/logout", { method: "POST", cookie: real });
    expect(loggedOut.res.status).toBe(200);
    const replayed = await onlyLine("admin_access_denied", () => callInProcess("/api/admin/blogs", { cookie: real }), 401);
    expect(replayed.raw).not.toContain(real.split("=")[1].slice(0, 20));
  });

  it("is one csrf_refused line for a cross-site write to an admin route (403)", async () => {
    const cookie = await signIn();
    const line = await onlyLine(
      "csrf_refused",
      () => callInProcess("/api/admin/blogs/1", { method: "DELETE", cookie, headers: { Origin: "https://attacker.example" } }),
      403,
    );
    expect(line.entry).toMatchObject({ path: "/api/admin/blogs/1", origin: "https://attacker.example" });
    expect(line.raw).not.toContain(cookie.split("=")[1].slice(0, 20));
  });

  it("keeps CR, LF and line separators in a requested path inside the one line", async () => {
    const line = await onlyLine("admin_access_denied", () => callInProcess("/api/admin/x%0D%0A%7B%22level%22%3A%22info%22%7D%E2%80%A8y"), 401);
    expect(line.entry.path).toContain("\r\n");
    expect(line.entry.path).toContain("\u2028");
  });
});

describe("a rejected upload", () => {
  let cookie: string;
  let postId: number;
  let opening: string;
  beforeAll(async () => {
    cookie = await signIn();
    const created = await callInProcess("/api/admin/blogs", {
      method: "POST",
      cookie,
      json: { title: "Logs", slug: "upload-logs", excerpt: "E", content: "<p>C</p>", category: "Finance", author: "A", published: false },
    });
    postId = ((await created.res.json()) as { id: number }).id;
    opening = await publishOpening("logs-associate");
  });

  const imageUpload = (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return () => callInProcess(`/api/admin/uploads/blogs/${postId}/image`, { method: "PUT", cookie, body: form });
  };
  const application = (resume: File) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: "Kavya Rao", email: "kavya@example.in", phone: "", message: "" })) form.set(k, v);
    form.set("resume", resume);
    return () => callInProcess(`/api/jobs/${opening}/applications`, { method: "POST", body: form });
  };

  it("is one upload_rejected line for an image that is not one by its bytes (415)", async () => {
    const line = await onlyLine("upload_rejected", imageUpload(new File(["<html><script>x</script>"], "holiday.png", { type: "image/png" })), 415);
    expect(line.entry).toMatchObject({ upload: "blog_image", status: 415, extension: "png", bytes: 24 });
    expect(line.raw).not.toContain("holiday");
  });

  it("is one upload_rejected line for an image over the limit (413)", async () => {
    const line = await onlyLine("upload_rejected", imageUpload(new File([new Uint8Array(6 * 1024 * 1024)], "big.png")), 413);
    expect(line.entry).toMatchObject({ upload: "blog_image", status: 413 });
  });

  it("is one upload_rejected line for a résumé that is not one, without the file's name (415)", async () => {
    // A name the upload accepts (no path separator or quote: those are refused with 400 first).
    const name = "Kavya Rao (Confidential) CV.exe";
    const line = await onlyLine("upload_rejected", application(new File(["MZ\x90\x00 not a document"], name)), 415);
    expect(line.entry).toMatchObject({ upload: "resume", status: 415, extension: "exe" });
    expect(line.raw).not.toMatch(/Kavya|Confidential|\.\./);
    expect(await env.MEDIA.list({ prefix: "resumes/" })).toMatchObject({ objects: [] });
  });

  it("is one upload_rejected line for a multipart body that cannot be parsed (400)", async () => {
    const line = await onlyLine(
      "upload_rejected",
      () =>
        callInProcess(`/api/jobs/${opening}/applications`, {
          method: "POST",
          body: '--x\r\nContent-Disposition: form-data; name="resume"; filename="Kavya Rao CV.pdf"\r\nbroken',
          headers: { "Content-Type": "multipart/form-data; boundary=x" },
        }),
      400,
    );
    expect(line.entry).toMatchObject({ upload: "resume", status: 400, extension: null });
    expect(line.raw).not.toContain("Kavya");
  });

  it("logs nothing as an upload when only another field is refused (400)", async () => {
    const form = new FormData();
    form.set("name", "");
    form.set("email", "kavya@example.in");
    form.set("resume", new File([PDF], "cv.pdf"));
    const lines = await captureLogs(async () => {
      expect((await callInProcess(`/api/jobs/${opening}/applications`, { method: "POST", body: form })).res.status).toBe(400);
    });
    expect(lines).toEqual([]);
  });

  it("is one upload_rejected line for an empty résumé (400)", async () => {
    const line = await onlyLine("upload_rejected", application(new File([], "Kavya Rao CV.pdf")), 400);
    expect(line.entry).toMatchObject({ upload: "resume", status: 400 });
    expect(line.raw).not.toContain("Kavya");
  });
});
