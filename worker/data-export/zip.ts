import type { Zip, ZipDeflate } from "fflate";

/** One file of an archive: its path inside it, and its content, made only when the archive reaches it. */
export interface ZipEntry {
  path: string;
  body: () => ReadableStream<Uint8Array>;
}

/**
 * ZIP without its ZIP64 extension, which fflate does not write, counts sizes and offsets in 32
 * bits: an archive (or a file in it) past 4 GiB would open as damaged. The stream fails instead.
 */
const ZIP32_LIMIT = 0xffff_ffff;

/**
 * A ZIP archive as a stream, the files compressed (deflate) one after the other: a file's content
 * is read only when the reader has taken what came before, so the archive holds a chunk of one
 * file in memory whatever its size. Entries carry `mtime`, which ZIP stores as local time:
 * `at` is when the export began. fflate is loaded on the first read, so a Worker's start does not
 * evaluate it (an export is rare; every request starts a Worker).
 */
export function zipStream(entries: readonly ZipEntry[], mtime: Date): ReadableStream<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  let written = 0;
  let fflate: typeof import("fflate") | null = null;
  let zip: Zip | null = null;
  let next = 0;
  let current: { file: ZipDeflate; reader: ReadableStreamDefaultReader<Uint8Array>; size: number } | null = null;
  let ended = false;

  /** Feeds the compressor until it has something to hand on, or the archive is complete. */
  async function produce() {
    if (!fflate || !zip) {
      fflate = await import("fflate");
      zip = new fflate.Zip((err, chunk) => {
        if (err) failure = err;
        else {
          ready.push(chunk);
          written += chunk.length;
        }
      });
    }
    while (ready.length === 0 && !ended) {
      if (!current) {
        const entry = entries[next++];
        if (!entry) {
          zip.end();
          ended = true;
          break;
        }
        const file = new fflate.ZipDeflate(entry.path, { level: 6 });
        file.mtime = mtime;
        zip.add(file);
        current = { file, reader: entry.body().getReader(), size: 0 };
      }
      const { done, value } = await current.reader.read();
      if (done) {
        current.file.push(new Uint8Array(0), true);
        current = null;
      } else {
        current.size += value.length;
        if (current.size > ZIP32_LIMIT) throw new Error(`${entries[next - 1]?.path} is larger than a ZIP file can hold (4 GiB)`);
        current.file.push(value);
      }
      if (failure) throw failure;
    }
    if (written > ZIP32_LIMIT) throw new Error("The archive is larger than a ZIP file can hold (4 GiB)");
  }

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        await produce();
        if (ready.length > 0) controller.enqueue(ready.length === 1 ? ready[0]! : concat(ready));
        ready.length = 0;
        if (ended) controller.close();
      },
      async cancel(reason) {
        await current?.reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
