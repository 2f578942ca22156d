import type { Database } from "../db/client";
import { csvStream } from "../lib/csv";
import type { FileOwners } from "./declaration";

/** Objects listed per call to R2 (its most). */
const LIST_LIMIT = 1000;

interface StoredFile {
  key: string;
  size: number;
  uploaded: string;
  belongsTo: string;
}

const MANIFEST_HEADER = ["key", "size_bytes", "uploaded", "belongs_to"] as const;

/** What the manifest says of a file no declared record names: left by an unfinished upload, or on its way out. */
const UNCLAIMED = "No record names it (an upload never saved, or a file waiting to be deleted)";

/**
 * The bucket a page at a time, in key order, each file with what it belongs to as the features
 * declare (`files`): keyset paging on the key, so a bucket of any size is listed in pages.
 */
function page(db: Database, bucket: R2Bucket, owners: readonly FileOwners[]) {
  return async (after: string | null): Promise<StoredFile[]> => {
    // R2 may return fewer than asked while more follow: fill the page, so only the last is short.
    const objects: R2Object[] = [];
    let listed: R2Objects;
    do {
      const last = objects.at(-1)?.key ?? after;
      listed = await bucket.list({ limit: LIST_LIMIT - objects.length, ...(last === null ? {} : { startAfter: last }) });
      objects.push(...listed.objects);
    } while (listed.truncated && objects.length < LIST_LIMIT);
    const keys = objects.map((object) => object.key);
    const found = keys.length === 0 ? [] : await Promise.all(owners.map((find) => find(db, keys)));
    return objects.map((object) => ({
      key: object.key,
      size: object.size,
      uploaded: object.uploaded.toISOString(),
      belongsTo: found.flatMap((owned) => owned.get(object.key) ?? []).join("; ") || UNCLAIMED,
    }));
  };
}

/** The manifest of every stored file as CSV: its key in the bucket, size, upload time and owner. */
export function manifestCsv(db: Database, bucket: R2Bucket, owners: readonly FileOwners[]): ReadableStream<Uint8Array> {
  return csvStream({
    header: MANIFEST_HEADER,
    pageSize: LIST_LIMIT,
    page: page(db, bucket, owners),
    cursorOf: (file) => file.key,
    cells: (file) => [file.key, file.size, file.uploaded, file.belongsTo],
  });
}
