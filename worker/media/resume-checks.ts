import type { ResumeKind } from "./files";
import { pdfProblem } from "./resume-pdf";
import { docProblem, docxProblem } from "./resume-word";

/** Why a résumé of a sniffed kind cannot be stored, as the message to show, or null when it can. */
export function resumeProblem(bytes: Uint8Array, kind: ResumeKind): Promise<string | null> | string | null {
  if (kind.ext === "pdf") return pdfProblem(bytes);
  return kind.ext === "docx" ? docxProblem(bytes) : docProblem(bytes);
}
