import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream, ParseSpeeds } from "pdf-lib";

export const pdfMessages = {
  unreadable: "This PDF could not be read. Please save or export it again as a PDF and upload the new file.",
  encrypted: "This PDF is password-protected. Please upload a copy without a password.",
  active:
    "This PDF contains scripts or actions that run by themselves, which we cannot accept. Please save or print it to a new PDF and upload that.",
};

/** Dictionary keys that hold scripts or run actions on events: JavaScript, additional actions, XFA forms. */
const ACTIVE_KEYS = new Set(["JS", "JavaScript", "AA", "XFA"]);
/** Action types that run code, start programs or send data; links (URI) and GoTo stay allowed. */
const ACTIVE_ACTIONS = new Set(["JavaScript", "Launch", "SubmitForm", "ImportData", "GoToE", "RichMediaExecute", "Rendition"]);

/** Whether an object, or anything directly inside it, is a script or an active action. */
function isActive(object: PDFObject, depth = 0): boolean {
  // Direct objects nest only as deep as the file's text; the guard only stops a pathological file.
  if (depth > 64) return true;
  if (object instanceof PDFStream) return isActive(object.dict, depth + 1);
  if (object instanceof PDFArray) return object.asArray().some((item) => isActive(item, depth + 1));
  if (!(object instanceof PDFDict)) return false;
  for (const [key, value] of object.entries()) {
    const name = key.decodeText();
    if (ACTIVE_KEYS.has(name)) return true;
    if (name === "S" && value instanceof PDFName && ACTIVE_ACTIONS.has(value.decodeText())) return true;
    if (isActive(value, depth + 1)) return true;
  }
  return false;
}

/**
 * The document's open action, when it does more than show a page: a destination (what LaTeX and
 * many PDF writers set to open at page one) is harmless; any other action is not.
 */
function opensWithAction(doc: PDFDocument): boolean {
  const action = doc.catalog.lookup(PDFName.of("OpenAction"));
  if (action === undefined || action instanceof PDFArray) return false;
  if (!(action instanceof PDFDict)) return true;
  return action.lookup(PDFName.of("S")) !== PDFName.of("GoTo");
}

/**
 * Why a PDF résumé cannot be stored, or null. It must parse with pdf-lib, strictly (an object pdf-lib
 * cannot read could hide anything, even a compressed object stream), and carry no JavaScript and no
 * action that runs by itself. Every indirect object is inspected, those inside object streams
 * included, with the dictionaries and arrays nested in it: so a /JS or /JavaScript key (the
 * catalog's /Names tree, an action, an annotation), /AA additional actions anywhere (the catalog's,
 * a page's, a field's), XFA forms, and actions of a running kind (JavaScript, Launch, SubmitForm,
 * ImportData, GoToE, RichMediaExecute, Rendition) are found wherever they sit, named in #xx escapes
 * or not. The catalog's /OpenAction may only show a page.
 */
export async function pdfProblem(bytes: Uint8Array): Promise<string | null> {
  let doc: PDFDocument;
  try {
    // Encryption is checked below: pdf-lib's own error class does not survive its ES5 build's instanceof.
    doc = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      throwOnInvalidObject: true,
      updateMetadata: false,
      parseSpeed: ParseSpeeds.Fastest,
    });
  } catch {
    return pdfMessages.unreadable;
  }
  if (doc.isEncrypted) return pdfMessages.encrypted;
  if (!(doc.context.lookup(doc.context.trailerInfo.Root) instanceof PDFDict)) return pdfMessages.unreadable;
  if (opensWithAction(doc)) return pdfMessages.active;
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (isActive(object)) return pdfMessages.active;
  }
  return null;
}
