import { env, SELF } from "cloudflare:test";
import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { compoundFileBytes, docBytes, docxBytes, zipBytes } from "../testing/documents";
import { freshIp } from "../testing/helpers";
import { sniffResume } from "./files";
import { resumeProblem } from "./resume-checks";
import { pdfMessages } from "./resume-pdf";
import { wordMessages } from "./resume-word";

/** A one-page PDF with text, as a word processor would export it; `change` adds what a test needs. */
async function pdf(change: (doc: PDFDocument) => void = () => {}, useObjectStreams = true) {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText("Kavya Rao — GST Associate", { x: 72, y: 770, size: 14 });
  change(doc);
  return doc.save({ useObjectStreams });
}

const jsAction = (doc: PDFDocument, script = "app.alert('hello')") =>
  doc.context.obj({ Type: "Action", S: "JavaScript", JS: PDFString.of(script) });

const latin1 = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);
const fromLatin1 = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));

const problemOf = async (bytes: Uint8Array) => resumeProblem(bytes, sniffResume(bytes)!);

describe("PDF résumés", () => {
  it("accepts a clean PDF, and one that opens at its first page (as LaTeX writes them)", async () => {
    expect(await problemOf(await pdf())).toBeNull();
    const opensAtPageOne = await pdf((doc) => doc.catalog.set(PDFName.of("OpenAction"), doc.context.obj([doc.getPage(0).ref, "Fit"])));
    expect(await problemOf(opensAtPageOne)).toBeNull();
  });

  it("accepts web links (URI actions)", async () => {
    const withLink = await pdf((doc) => {
      const link = doc.context.obj({ Type: "Annot", Subtype: "Link", Rect: [72, 700, 300, 720], A: { S: "URI", URI: PDFString.of("https://www.linkedin.com/in/kavya") } });
      doc.getPage(0).node.set(PDFName.of("Annots"), doc.context.obj([doc.context.register(link)]));
    });
    expect(await problemOf(withLink)).toBeNull();
  });

  it("refuses an /OpenAction that runs JavaScript, inside an object stream or not", async () => {
    for (const useObjectStreams of [true, false]) {
      const bytes = await pdf((doc) => doc.catalog.set(PDFName.of("OpenAction"), doc.context.register(jsAction(doc))), useObjectStreams);
      // With object streams the action is compressed: no plain-text search would see it.
      if (useObjectStreams) expect(latin1(bytes)).not.toContain("JavaScript");
      expect(await problemOf(bytes)).toBe(pdfMessages.active);
    }
  });

  it("refuses an /OpenAction of any other running kind, e.g. Launch", async () => {
    const bytes = await pdf((doc) => doc.catalog.set(PDFName.of("OpenAction"), doc.context.obj({ S: "Launch", F: PDFString.of("cmd.exe") })));
    expect(await problemOf(bytes)).toBe(pdfMessages.active);
  });

  it("refuses document-level JavaScript in the catalog's /Names tree", async () => {
    const bytes = await pdf((doc) => {
      const scripts = doc.context.obj({ Names: [PDFString.of("init"), doc.context.register(jsAction(doc))] });
      doc.catalog.set(PDFName.of("Names"), doc.context.obj({ JavaScript: doc.context.register(scripts) }));
    });
    expect(await problemOf(bytes)).toBe(pdfMessages.active);
  });

  it("refuses additional actions (/AA) of the catalog or of a page", async () => {
    const onClose = await pdf((doc) => doc.catalog.set(PDFName.of("AA"), doc.context.obj({ WC: jsAction(doc) })));
    expect(await problemOf(onClose)).toBe(pdfMessages.active);
    const onPageOpen = await pdf((doc) => doc.getPage(0).node.set(PDFName.of("AA"), doc.context.obj({ O: jsAction(doc) })));
    expect(await problemOf(onPageOpen)).toBe(pdfMessages.active);
  });

  it("refuses a JavaScript action behind a link, nested as a direct object", async () => {
    const bytes = await pdf((doc) => {
      const link = doc.context.obj({ Type: "Annot", Subtype: "Link", Rect: [0, 0, 10, 10], A: jsAction(doc) });
      doc.getPage(0).node.set(PDFName.of("Annots"), doc.context.obj([link]));
    });
    expect(await problemOf(bytes)).toBe(pdfMessages.active);
  });

  it("refuses a script whose names are written in #xx escapes", async () => {
    const plain = latin1(await pdf((doc) => doc.catalog.set(PDFName.of("OpenAction"), doc.context.register(jsAction(doc))), false));
    const escaped = plain.replace("/S /JavaScript", "/S /Java#53cript").replace("/JS ", "/J#53 ");
    expect(escaped).not.toContain("/JavaScript");
    expect(await problemOf(fromLatin1(escaped))).toBe(pdfMessages.active);
  });

  it("refuses a PDF that does not parse, and one with an object pdf-lib cannot read", async () => {
    expect(await problemOf(new TextEncoder().encode("%PDF-1.7\nthis is not a PDF at all"))).toBe(pdfMessages.unreadable);
    const plain = latin1(await pdf(() => {}, false));
    const broken = plain.replace("/Type /Page\n", "/Type /Page ) ] >> ( \n");
    expect(broken).not.toBe(plain);
    expect(await problemOf(fromLatin1(broken))).toBe(pdfMessages.unreadable);
  });

  it("refuses a password-protected PDF", async () => {
    const plain = latin1(await pdf(() => {}, false));
    const encrypted = plain.replace("trailer\n<<", "trailer\n<<\n/Encrypt << /Filter /Standard /V 1 /R 2 /O (x) /U (y) /P -4 >>");
    expect(encrypted).not.toBe(plain);
    expect(await problemOf(fromLatin1(encrypted))).toBe(pdfMessages.encrypted);
  });
});

describe("Word résumés", () => {
  it("accepts a clean DOCX and refuses one carrying word/vbaProject.bin", () => {
    expect(sniffResume(docxBytes())?.ext).toBe("docx");
    expect(resumeProblem(docxBytes(), sniffResume(docxBytes())!)).toBeNull();
    expect(resumeProblem(docxBytes({ macros: true }), sniffResume(docxBytes())!)).toBe(wordMessages.macros);
  });

  it("finds vbaProject.bin in any folder and case, and refuses a ZIP whose directory does not add up", async () => {
    const elsewhere = zipBytes(["[Content_Types].xml", "word/document.xml", "custom/VBAPROJECT.BIN"]);
    expect(await problemOf(elsewhere)).toBe(wordMessages.macros);
    const cut = docxBytes().slice(0, -30);
    expect(await problemOf(cut)).toBe(wordMessages.unreadable);
    // A ZIP that mentions word/ but is no Office package.
    expect(await problemOf(zipBytes(["mimetype", "word/notes.txt"]))).toBe(wordMessages.notWord);
  });

  it("accepts a clean .doc and refuses one with a Macros/VBA storage, found across directory sectors", async () => {
    expect(await problemOf(docBytes())).toBeNull();
    const withMacros = docBytes({ macros: true });
    // Eleven entries fill three 512-byte directory sectors: the macro storages sit past the first.
    expect(withMacros.length).toBe(512 * 5);
    expect(await problemOf(withMacros)).toBe(wordMessages.macros);
    expect(await problemOf(compoundFileBytes(["WordDocument", "_VBA_PROJECT_CUR"], ["_VBA_PROJECT_CUR"]))).toBe(wordMessages.macros);
  });

  it("refuses an OLE file that is not a Word document or whose directory chain is broken", async () => {
    expect(await problemOf(compoundFileBytes(["Workbook"]))).toBe(wordMessages.notWord);
    const cut = docBytes({ macros: true }).slice(0, 512 * 3);
    expect(await problemOf(cut)).toBe(wordMessages.unreadable);
    const looping = docBytes();
    new DataView(looping.buffer).setUint32(512 + 4, 1, true); // the directory sector points at itself
    expect(await problemOf(looping)).toBe(wordMessages.unreadable);
  });
});

describe("POST /api/jobs/:slug/applications refuses active résumés", () => {
  beforeAll(async () => {
    await env.DB.prepare(
      `insert into jobs (title, slug, description, requirements, location, job_type, published, created_at)
       values ('Tax Analyst', 'tax-analyst', 'Prepare returns.', 'B.Com', 'Bhopal', 'Full-time', 1, '2026-10-01T00:00:00.000Z')`,
    ).run();
  });

  const apply = (file: File) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: "Kavya Rao", email: "kavya@example.in", phone: "", message: "" })) form.set(k, v);
    form.set("resume", file);
    return SELF.fetch("http://localhost/api/jobs/tax-analyst/applications", { method: "POST", headers: { Origin: "http://localhost", "CF-Connecting-IP": freshIp() }, body: form });
  };
  const stored = async () => (await env.MEDIA.list({ prefix: "resumes/" })).objects.length;

  it.each([
    ["a PDF whose /OpenAction runs JavaScript", async () => pdf((doc) => doc.catalog.set(PDFName.of("OpenAction"), jsAction(doc))), "cv.pdf", pdfMessages.active],
    ["a DOCX with a VBA project", async () => docxBytes({ macros: true }), "cv.docx", wordMessages.macros],
    ["a .doc with macros", async () => docBytes({ macros: true }), "cv.doc", wordMessages.macros],
  ])("refuses %s with a 422 under the résumé field, storing nothing", async (_, make, name, message) => {
    const before = await stored();
    const res = await apply(new File([Uint8Array.from(await make())], name));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: message, fieldErrors: { resume: message } });
    expect(await stored()).toBe(before);
  });

  it.each([
    ["a clean PDF", async () => pdf(), "cv.pdf"],
    ["a clean DOCX", async () => docxBytes(), "cv.docx"],
    ["a clean .doc", async () => docBytes(), "cv.doc"],
  ])("stores %s", async (_, make, name) => {
    const res = await apply(new File([Uint8Array.from(await make())], name));
    expect(res.status).toBe(201);
  });
});
