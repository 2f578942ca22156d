import type { ResumeKind } from "./files";
import { docProblem, docxProblem } from "./resume-word";

/**
 * Why a résumé of a sniffed kind cannot be stored, as the message to show, or null when it can. The
 * PDF check, with pdf-lib, is loaded by the first PDF résumé: an isolate that never sees one never
 * evaluates it (docs/performance.md, the Worker's start).
 */
export function resumeProblem(bytes: Uint8Array, kind: ResumeKind): Promise<string | null> | string | null {
  if (kind.ext === "pdf") return import("./resume-pdf").then(({ pdfProblem }) => pdfProblem(bytes));
  return kind.ext === "docx" ? docxProblem(bytes) : docProblem(bytes);
}
