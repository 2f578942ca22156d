import { parseResponse } from "hono/client";
import { adminApi } from "./admin-api";

/** What the owner saved: the archive's file name and its size in bytes. */
export interface SavedExport {
  name: string;
  bytes: number;
}

/**
 * Asks for the archive of all the data (after the step-up dialog, which `recoveringFetch` opens
 * on the server's 403), reads it as it streams in, telling `onProgress` the bytes so far, then
 * hands it to the browser's downloads under the name the server gave it.
 */
export async function downloadDataExport(onProgress: (bytes: number) => void): Promise<SavedExport> {
  const res = await adminApi["data-export"].$post();
  // A refusal (role, step-up cancelled) throws as every call's does, with the server's message.
  if (!res.ok || !res.body) await parseResponse(res);
  const name = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? "vriddhi-data.zip";
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.length;
    onProgress(bytes);
  }
  const url = URL.createObjectURL(new Blob(chunks, { type: "application/zip" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has its own copy once it starts; a minute is ample on a slow disk.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { name, bytes };
}
