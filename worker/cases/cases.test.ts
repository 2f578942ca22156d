import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { caseCopy } from "#core/content/cases";
import { caseCopy as hindiCaseCopy } from "#core/content/hi/cases";
import { subServiceAnswers } from "#core/content/sub-service-answers";
import { subServiceAnswers as hindiAnswers } from "#core/content/hi/sub-service-answers";
import { ADMIN, call, login, seedAdmin, sessionCookieOf, sqlRun } from "../testing/admin-helpers";
import { PLAIN_PDF } from "../testing/documents";
import { jpegBytes, pngBytes } from "../testing/images";
import { emailOf, signInAs } from "../testing/roles";
import { NOT_YOUR_CASE_CODE } from "./access";

let owner: string;
let advisor: string;
let otherAdvisor: string;
let editor: string;
let advisorId: number;
let otherAdvisorId: number;

const idOf = async (email: string) => (await env.DB.prepare("select id from admin_users where email = ?").bind(email).first<{ id: number }>())!.id;

beforeAll(async () => {
  owner = await signInAs("owner");
  advisor = await signInAs("advisor");
  editor = await signInAs("editor");
  await seedAdmin("second.advisor@example.com", ADMIN.password);
  await sqlRun("update admin_users set role = 'advisor' where email = 'second.advisor@example.com'");
  otherAdvisor = sessionCookieOf(await login("second.advisor@example.com", ADMIN.password, "198.18.0.77"));
  advisorId = await idOf(emailOf("advisor"));
  otherAdvisorId = await idOf("second.advisor@example.com");
});

beforeEach(() => sqlRun("delete from lead_desk_settings"));

/** A won GST registration lead, as the quote form and the lead desk leave it. */
async function wonLead(fields: { language?: "en" | "hi"; assigneeId?: number | null; stage?: string; service?: string; email?: string | null } = {}) {
  const row = await env.DB.prepare(
    `insert into inquiries (name, email, phone, type, service, language, stage, won_fee, assignee_id) values ('Meera Joshi', ?, '+91 98260 12345', 'quote', ?, ?, ?, 25000, ?) returning id`,
  )
    .bind(fields.email === undefined ? "meera@example.in" : fields.email, fields.service ?? "GST Registration — Legal & Tax Consultancy", fields.language ?? "en", fields.stage ?? "won", fields.assigneeId ?? null)
    .first<{ id: number }>();
  return row!.id;
}

const post = (path: string, json: unknown, cookie = owner) => call(path, { method: "POST", json, cookie });
const put = (path: string, json: unknown, cookie = owner) => call(path, { method: "PUT", json, cookie });

async function openCase(json: Record<string, unknown>, cookie = owner) {
  const res = await post("/api/admin/cases", json, cookie);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

interface CaseBody {
  clientName: string;
  clientEmail: string | null;
  language: string;
  items: { id: number; label: string; note: string | null; state: string; returnReason: string | null }[];
  steps: { id: number; label: string; doneOn: string | null; reference: string | null }[];
  files: { id: number; role: string; itemId: number | null; stepId: number | null; name: string; contentType: string }[];
  entries: { kind: string; subject: string | null; body: string }[];
}
const read = async (id: number, cookie = owner) => (await (await call(`/api/admin/cases/${id}`, { cookie })).json()) as CaseBody;

function upload(path: string, bytes: Uint8Array<ArrayBuffer> | string, name: string, type: string, cookie = owner, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type }));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return call(path, { method: "POST", body: form, cookie });
}

const gst = subServiceAnswers["legal-consultancy"]["gst-registration"];

describe("opening a case", () => {
  it("from a won lead takes the client from the lead and the checklist and steps from GST registration's page, the Aadhaar item noted", async () => {
    const lead = await wonLead({ email: null });
    const id = await openCase({ inquiryId: lead, serviceId: "legal-consultancy", subServiceId: "gst-registration" });
    const body = await read(id);
    expect(body.clientName).toBe("Meera Joshi");
    expect(body.clientEmail).toBeNull();
    expect("documents" in gst && body.items.map((item) => item.label)).toEqual("documents" in gst ? gst.documents : []);
    expect(body.items.every((item) => item.state === "requested")).toBe(true);
    const aadhaar = body.items.filter((item) => /Aadhaar/.test(item.label));
    expect(aadhaar.length).toBeGreaterThan(0);
    for (const item of aadhaar) expect(item.note).toBe(caseCopy.maskedAadhaarNote);
    expect(body.items.filter((item) => !/Aadhaar/.test(item.label)).every((item) => item.note === null)).toBe(true);
    expect(body.steps.map((step) => step.label)).toEqual(gst.steps);
    expect(body.entries[0]?.kind).toBe("opened");
  });

  it("writes the checklist in the client's language: a Hindi lead's is the Hindi page's", async () => {
    const id = await openCase({ inquiryId: await wonLead({ language: "hi" }), serviceId: "legal-consultancy", subServiceId: "gst-registration" });
    const body = await read(id);
    const hindi = hindiAnswers["legal-consultancy"]["gst-registration"];
    expect(body.language).toBe("hi");
    expect(body.items.map((item) => item.label)).toEqual("documents" in hindi ? hindi.documents : null);
    expect(body.items.find((item) => item.label.includes("आधार"))?.note).toBe(hindiCaseCopy.maskedAadhaarNote);
    expect(body.steps.map((step) => step.label)).toEqual(hindi.steps);
  });

  it("starts a programme sub-service's case (mentoring, training) with an empty checklist and the programme's steps", async () => {
    const id = await openCase({ clientName: "Arjun Verma", clientPhone: "+91 98930 55555", serviceId: "startup-msme-consulting", subServiceId: "mentorship-programs" });
    const body = await read(id);
    expect(body.items).toEqual([]);
    expect(body.steps.map((step) => step.label)).toEqual(subServiceAnswers["startup-msme-consulting"]["mentorship-programs"].steps);
  });

  it("refuses a lead that is not won, and a sub-service the line does not have", async () => {
    const res = await post("/api/admin/cases", { inquiryId: await wonLead({ stage: "proposal" }), serviceId: "legal-consultancy", subServiceId: "gst-registration" });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: string }).error).toMatch(/won lead/);
    expect((await post("/api/admin/cases", { clientName: "A", clientPhone: "1", serviceId: "legal-consultancy", subServiceId: "mentorship-programs" })).status).toBe(422);
  });

  it("opened directly needs the client's name and a phone number or an email", async () => {
    const res = await post("/api/admin/cases", { clientName: "Arjun Verma", serviceId: "legal-consultancy", subServiceId: "gst-registration" });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("Enter a phone number or an email address.");
  });

  it("suggests the sub-service a quote asked about", async () => {
    const lead = await wonLead();
    const res = await call(`/api/admin/cases/new?inquiry=${lead}`, { cookie: owner });
    expect(((await res.json()) as { suggested: unknown }).suggested).toEqual({ serviceId: "legal-consultancy", subServiceId: "gst-registration" });
  });
});

describe("closing a case", () => {
  it("closes it and opens it again, each in the timeline and the audit trail, and the list filters by it", async () => {
    const id = await openCase({ inquiryId: await wonLead(), serviceId: "legal-consultancy", subServiceId: "gst-registration" });
    expect((await put(`/api/admin/cases/${id}/status`, { status: "closed" })).status).toBe(200);
    const closed = ((await (await call("/api/admin/cases?size=100&status=closed", { cookie: owner })).json()) as { rows: { id: number }[] }).rows.map((row) => row.id);
    expect(closed).toContain(id);
    expect((await put(`/api/admin/cases/${id}/status`, { status: "open" })).status).toBe(200);
    expect((await read(id)).entries.map((entry) => entry.kind)).toEqual(["opened", "closed", "reopened"]);
    const audit = await env.DB.prepare("select count(*) n from audit_log where action = 'case.status_changed' and record_id = ?").bind(id).first<{ n: number }>();
    expect(audit?.n).toBe(2);
  });
});

describe("a recurring filing", () => {
  it("opens one case per period, and the next is started from the last, once", async () => {
    const lead = await wonLead({ service: "GST Compliance — Legal & Tax Consultancy" });
    const first = await openCase({ inquiryId: lead, serviceId: "legal-consultancy", subServiceId: "gst-compliance", period: "Oct 2026" });
    const next = await post(`/api/admin/cases/${first}/next-period`, { period: "Nov 2026", dueOn: "2026-12-11" });
    expect(next.status).toBe(201);
    const nextId = ((await next.json()) as { id: number }).id;
    const row = await env.DB.prepare("select period, follows_case_id, client_name, due_on from cases where id = ?").bind(nextId).first();
    expect(row).toEqual({ period: "Nov 2026", follows_case_id: first, client_name: "Meera Joshi", due_on: "2026-12-11" });
    expect((await post(`/api/admin/cases/${first}/next-period`, { period: "Dec 2026" })).status).toBe(409);
  });

  it("is only a filing: a registration has no next period", async () => {
    const id = await openCase({ inquiryId: await wonLead(), serviceId: "legal-consultancy", subServiceId: "gst-registration" });
    expect((await post(`/api/admin/cases/${id}/next-period`, { period: "Nov 2026" })).status).toBe(422);
  });
});

describe("the checklist and the steps", () => {
  it("adds and removes an item, accepts one, and sends one back only with a reason", async () => {
    const id = await openCase({ inquiryId: await wonLead(), serviceId: "legal-consultancy", subServiceId: "gst-registration" });
    const added = await post(`/api/admin/cases/${id}/items`, { label: "Rent agreement of the office", note: null });
    expect(added.status).toBe(201);
    const itemId = ((await added.json()) as { id: number }).id;
    const [first] = (await read(id)).items;
    expect((await put(`/api/admin/cases/${id}/items/${first!.id}/state`, { state: "returned" })).status).toBe(400);
    expect((await put(`/api/admin/cases/${id}/items/${first!.id}/state`, { state: "returned", reason: "The photo is blurred; please scan it." })).status).toBe(200);
    expect((await put(`/api/admin/cases/${id}/items/${itemId}/state`, { state: "accepted" })).status).toBe(200);
    const body = await read(id);
    expect(body.items.at(-1)).toMatchObject({ label: "Rent agreement of the office", state: "accepted" });
    expect(body.items[0]).toMatchObject({ state: "returned", returnReason: "The photo is blurred; please scan it." });
    expect((await call(`/api/admin/cases/${id}/items/${itemId}`, { method: "DELETE", cookie: owner })).status).toBe(200);
    expect((await read(id)).items.some((item) => item.id === itemId)).toBe(false);
    expect((await read(id)).entries.map((entry) => entry.kind)).toEqual(["opened", "item_added", "item_returned", "item_accepted", "item_removed"]);
  });

  it("ticks a step with its day and an ARN, and refuses a step of another case", async () => {
    const id = await openCase({ inquiryId: await wonLead(), serviceId: "legal-consultancy", subServiceId: "gst-registration" });
    const other = await openCase({ inquiryId: await wonLead(), serviceId: "legal-consultancy", subServiceId: "gst-registration" });
    const step = (await read(id)).steps[2]!;
    const res = await put(`/api/admin/cases/${id}/steps/${step.id}`, { done: true, doneOn: "2026-11-20", reference: "AA2311260123456", note: null });
    expect(res.status).toBe(200);
    expect((await read(id)).steps[2]).toMatchObject({ doneOn: "2026-11-20", reference: "AA2311260123456" });
    expect((await put(`/api/admin/cases/${other}/steps/${step.id}`, { done: true, doneOn: "2026-11-20" })).status).toBe(404);
    const audit = await env.DB.prepare("select count(*) n from audit_log where action = 'case.step_done' and record_id = ?").bind(id).first<{ n: number }>();
    expect(audit?.n).toBe(1);
  });
});

describe("the files", () => {
  let id: number;
  let itemId: number;
  beforeAll(async () => {
    id = await openCase({ inquiryId: await wonLead(), serviceId: "legal-consultancy", subServiceId: "gst-registration" });
    itemId = (await read(id)).items[0]!.id;
  });

  it("stores a staff-uploaded PDF privately under cases/ and marks the item received", async () => {
    const res = await upload(`/api/admin/cases/${id}/items/${itemId}/files`, PLAIN_PDF, "PAN card.pdf", "application/pdf");
    expect(res.status, await res.clone().text()).toBe(201);
    const body = await read(id);
    expect(body.items[0]!.state).toBe("received");
    const file = body.files.at(-1)!;
    expect(file).toMatchObject({ role: "document", itemId, name: "PAN card.pdf", contentType: "application/pdf" });
    const { key } = (await env.DB.prepare("select key from case_files where id = ?").bind(file.id).first<{ key: string }>())!;
    expect(key).toMatch(/^cases\/[0-9a-f-]{36}\.pdf$/);
    expect(await env.MEDIA.head(key)).not.toBeNull();
    // Never served publicly: the media route knows no such folder.
    expect((await call(`/media/${key}`)).status).toBe(404);
  });

  it("refuses a file whose bytes are not the type it declares, and stores nothing", async () => {
    const before = (await read(id)).files.length;
    const res = await upload(`/api/admin/cases/${id}/items/${itemId}/files`, "MZ\x90\x00 not a pdf at all", "bank statement.pdf", "application/pdf");
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: string }).error).toBe(caseCopy.notADocument);
    const gif = await upload(`/api/admin/cases/${id}/items/${itemId}/files`, new Uint8Array([...new TextEncoder().encode("GIF89a"), 1, 0, 1, 0, 0, 0, 0]), "photo.jpg", "image/jpeg");
    expect(gif.status).toBe(415);
    expect((await read(id)).files.length).toBe(before);
  });

  it("refuses HEIC with the way to send a JPEG, and an image that does not decode", async () => {
    const heic = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode("ftypheic"), 0, 0, 0, 0, ...new TextEncoder().encode("mif1heic")]);
    const res = await upload(`/api/admin/cases/${id}/items/${itemId}/files`, heic, "IMG_0042.HEIC", "image/heic");
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: string }).error).toBe("Please send a JPEG or PDF (on an iPhone: Settings → Camera → Formats → Most Compatible)");
    const cut = jpegBytes(1200, 1600).slice(0, 8);
    expect((await upload(`/api/admin/cases/${id}/items/${itemId}/files`, cut, "bill.jpg", "image/jpeg")).status).toBe(422);
  });

  it("shows an image inline, sandboxed and never cached, and writes an audit row for each view and download", async () => {
    const res = await upload(`/api/admin/cases/${id}/outputs`, pngBytes(800, 600), "GST REG-06.png", "image/png");
    expect(res.status).toBe(201);
    const fileId = ((await res.json()) as { id: number }).id;
    const views = () => env.DB.prepare("select count(*) n from audit_log where action = 'case.file_viewed' and record_id = ? and json_extract(detail, '$.fileId') = ?").bind(id, fileId).first<{ n: number }>();
    expect((await views())?.n).toBe(0);
    const shown = await call(`/api/admin/cases/${id}/files/${fileId}`, { cookie: owner });
    expect(shown.status).toBe(200);
    expect(shown.headers.get("Content-Type")).toBe("image/png");
    expect(shown.headers.get("Content-Disposition")).toMatch(/^inline; filename="GST_REG-06.png"/);
    expect(shown.headers.get("Cache-Control")).toBe("no-store");
    expect(shown.headers.get("Content-Security-Policy")).toMatch(/sandbox/);
    await shown.arrayBuffer();
    expect((await views())?.n).toBe(1);
    const downloaded = await call(`/api/admin/cases/${id}/files/${fileId}?download=1`, { cookie: owner });
    expect(downloaded.headers.get("Content-Disposition")).toMatch(/^attachment;/);
    await downloaded.arrayBuffer();
    expect((await views())?.n).toBe(2);
    const row = await env.DB.prepare("select actor, detail from audit_log where action = 'case.file_viewed' order by id desc limit 1").first<{ actor: string; detail: string }>();
    expect(row?.actor).toBe(ADMIN.email);
    expect(JSON.parse(row!.detail)).toMatchObject({ fileId, download: true });
  });

  it("attaches an output to a step, and refuses a step of no such case", async () => {
    const step = (await read(id)).steps.at(-1)!;
    const res = await upload(`/api/admin/cases/${id}/outputs`, PLAIN_PDF, "Registration certificate.pdf", "application/pdf", owner, { stepId: String(step.id) });
    expect(res.status).toBe(201);
    expect((await read(id)).files.at(-1)).toMatchObject({ role: "output", stepId: step.id });
    expect((await upload(`/api/admin/cases/${id}/outputs`, PLAIN_PDF, "x.pdf", "application/pdf", owner, { stepId: "999999" })).status).toBe(422);
  });
});

describe("who sees a case", () => {
  async function casesOf() {
    const mine = await openCase({ inquiryId: await wonLead({ assigneeId: advisorId }), serviceId: "legal-consultancy", subServiceId: "gst-registration" });
    const theirs = await openCase({ inquiryId: await wonLead({ assigneeId: otherAdvisorId }), serviceId: "legal-consultancy", subServiceId: "gst-registration" });
    const upload1 = await upload(`/api/admin/cases/${theirs}/outputs`, PLAIN_PDF, "Certificate.pdf", "application/pdf");
    const fileId = ((await upload1.json()) as { id: number }).id;
    return { mine, theirs, fileId };
  }

  it("holds an advisor to their own cases and their files (403) when advisors see only their own leads", async () => {
    const { mine, theirs, fileId } = await casesOf();
    expect((await put("/api/admin/lead-desk/settings", { rule: "none", serviceOwners: {}, advisorsOwnOnly: true })).status).toBe(200);
    expect((await call(`/api/admin/cases/${mine}`, { cookie: advisor })).status).toBe(200);
    const refused = await call(`/api/admin/cases/${theirs}`, { cookie: advisor });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe(NOT_YOUR_CASE_CODE);
    const file = await call(`/api/admin/cases/${theirs}/files/${fileId}`, { cookie: advisor });
    expect(file.status).toBe(403);
    expect((await upload(`/api/admin/cases/${theirs}/outputs`, PLAIN_PDF, "x.pdf", "application/pdf", advisor)).status).toBe(403);
    expect((await call(`/api/admin/cases/${theirs}/files/${fileId}`, { cookie: otherAdvisor })).status).toBe(200);
    const list = (await (await call("/api/admin/cases?size=100", { cookie: advisor })).json()) as { rows: { id: number }[]; ownCasesOnly: boolean };
    expect(list.ownCasesOnly).toBe(true);
    expect(list.rows.map((row) => row.id)).toContain(mine);
    expect(list.rows.map((row) => row.id)).not.toContain(theirs);
    // Nor does an advisor open a case of a colleague's lead.
    const lead = await wonLead({ assigneeId: otherAdvisorId });
    expect((await post("/api/admin/cases", { inquiryId: lead, serviceId: "legal-consultancy", subServiceId: "gst-registration" }, advisor)).status).toBe(403);
  });

  it("lets an advisor see every case when advisors are not held to their own, and owners always; editors never", async () => {
    const { theirs, fileId } = await casesOf();
    expect((await call(`/api/admin/cases/${theirs}`, { cookie: advisor })).status).toBe(200);
    expect((await call(`/api/admin/cases/${theirs}/files/${fileId}`, { cookie: advisor })).status).toBe(200);
    expect((await call(`/api/admin/cases/${theirs}`, { cookie: editor })).status).toBe(403);
    expect((await call("/api/admin/cases", { cookie: editor })).status).toBe(403);
  });
});

describe("the list", () => {
  it("filters by step, assignee and overdue", async () => {
    const late = await openCase({ inquiryId: await wonLead({ assigneeId: advisorId }), serviceId: "legal-consultancy", subServiceId: "gst-registration", dueOn: "2020-01-01" });
    const onTime = await openCase({ inquiryId: await wonLead({ assigneeId: otherAdvisorId }), serviceId: "legal-consultancy", subServiceId: "gst-registration", dueOn: "2099-01-01" });
    const step1 = (await read(onTime)).steps[0]!;
    await put(`/api/admin/cases/${onTime}/steps/${step1.id}`, { done: true, doneOn: "2026-11-20" });
    const ids = async (query: string) => ((await (await call(`/api/admin/cases?size=100&${query}`, { cookie: owner })).json()) as { rows: { id: number }[] }).rows.map((row) => row.id);
    expect(await ids("overdue=1")).toContain(late);
    expect(await ids("overdue=1")).not.toContain(onTime);
    expect(await ids(`assignee=${otherAdvisorId}`)).toContain(onTime);
    expect(await ids(`assignee=${otherAdvisorId}`)).not.toContain(late);
    expect(await ids("step=2")).toContain(onTime);
    expect(await ids("step=2")).not.toContain(late);
    expect(await ids("step=1")).toContain(late);
  });
});

describe("the dashboard card", () => {
  interface CaseFigures {
    byStep: { step: number | null; cases: number }[];
    open: number;
    waitingOnClient: number;
    waitingOnStaff: number;
    ownCasesOnly: boolean;
  }
  const cards = async (cookie: string) => ((await (await call("/api/admin/dashboard/cards", { cookie })).json()) as { cards: { key: string; figures: CaseFigures }[] }).cards;
  const figures = async (cookie = owner) => (await cards(cookie)).find((card) => card.key === "cases")!.figures;

  it("counts open cases by step and the documents waiting on the client and on staff", async () => {
    const before = await figures();
    const id = await openCase({ inquiryId: await wonLead(), serviceId: "legal-consultancy", subServiceId: "gst-registration" });
    const [first] = (await read(id)).items;
    await upload(`/api/admin/cases/${id}/items/${first!.id}/files`, PLAIN_PDF, "PAN.pdf", "application/pdf");
    const after = await figures();
    const documents = "documents" in gst ? gst.documents.length : 0;
    expect(after.open).toBe(before.open + 1);
    expect(after.waitingOnStaff).toBe(before.waitingOnStaff + 1);
    expect(after.waitingOnClient).toBe(before.waitingOnClient + documents - 1);
    const atStep1 = (f: CaseFigures) => f.byStep.find((row) => row.step === 1)?.cases ?? 0;
    expect(atStep1(after)).toBe(atStep1(before) + 1);
  });

  it("is the advisor's own cases only when they are held to their own, and no editor's card", async () => {
    await openCase({ inquiryId: await wonLead({ assigneeId: otherAdvisorId }), serviceId: "legal-consultancy", subServiceId: "gst-registration" });
    const all = await figures(advisor);
    expect(all.ownCasesOnly).toBe(false);
    await put("/api/admin/lead-desk/settings", { rule: "none", serviceOwners: {}, advisorsOwnOnly: true });
    const own = await figures(advisor);
    expect(own.ownCasesOnly).toBe(true);
    const mine = await env.DB.prepare("select count(*) n from cases where status = 'open' and assignee_id = ?").bind(advisorId).first<{ n: number }>();
    expect(own.open).toBe(mine!.n);
    expect(own.open).toBeLessThan(all.open);
    expect((await cards(editor)).map((card) => card.key)).not.toContain("cases");
  });
});
