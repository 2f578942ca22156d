/** Résumé files for tests: ZIP packages (DOCX) and OLE compound files (.doc), built byte by byte. */

type Bytes = Uint8Array<ArrayBuffer>;

const le16 = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const le32 = (n: number) => [...le16(n & 0xffff), ...le16(n >>> 16)];
const utf8 = (text: string) => [...new TextEncoder().encode(text)];

/** A ZIP of empty, stored files with these names: enough for a reader of the central directory. */
export function zipBytes(names: string[]): Bytes {
  const local: number[] = [];
  const central: number[] = [];
  for (const name of names) {
    const offset = local.length;
    const fields = [...le16(20), ...le16(0), ...le16(0), ...le16(0), ...le16(0), ...le32(0), ...le32(0), ...le32(0)];
    local.push(...le32(0x04034b50), ...fields, ...le16(utf8(name).length), ...le16(0), ...utf8(name));
    central.push(...le32(0x02014b50), ...le16(20), ...fields, ...le16(utf8(name).length), ...le16(0), ...le16(0));
    central.push(...le16(0), ...le16(0), ...le32(0), ...le32(offset), ...utf8(name));
  }
  const end = [...le32(0x06054b50), 0, 0, 0, 0, ...le16(names.length), ...le16(names.length)];
  end.push(...le32(central.length), ...le32(local.length), ...le16(0));
  return new Uint8Array([...local, ...central, ...end]);
}

const DOCX_PARTS = ["[Content_Types].xml", "_rels/.rels", "word/document.xml", "word/_rels/document.xml.rels", "docProps/core.xml"];

export function docxBytes({ macros = false } = {}): Bytes {
  return zipBytes(macros ? [...DOCX_PARTS, "word/vbaProject.bin", "word/vbaData.xml"] : DOCX_PARTS);
}

const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;

/**
 * An OLE compound file (512-byte sectors) whose directory holds a root entry and these entries
 * (storages for names in `storages`, streams otherwise), spread over as many directory sectors
 * as they need, chained through the FAT the way Word writes them.
 */
export function compoundFileBytes(entries: string[], storages: string[] = []): Bytes {
  const all = ["Root Entry", ...entries];
  const directorySectors = Math.ceil(all.length / 4);
  const header = new Uint8Array(512);
  const view = new DataView(header.buffer);
  header.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  view.setUint16(0x18, 0x3e, true);
  view.setUint16(0x1a, 3, true);
  view.setUint16(0x1c, 0xfffe, true);
  view.setUint16(0x1e, 9, true);
  view.setUint16(0x20, 6, true);
  view.setUint32(0x2c, 1, true); // one FAT sector
  view.setUint32(0x30, 1, true); // the directory starts in sector 1
  view.setUint32(0x38, 4096, true);
  view.setUint32(0x3c, END_OF_CHAIN, true);
  view.setUint32(0x44, END_OF_CHAIN, true);
  for (let i = 0; i < 109; i++) view.setUint32(0x4c + i * 4, i === 0 ? 0 : FREE, true);

  const fat = new DataView(new ArrayBuffer(512));
  for (let i = 0; i < 128; i++) fat.setUint32(i * 4, FREE, true);
  fat.setUint32(0, FAT_SECTOR, true);
  for (let s = 1; s <= directorySectors; s++) fat.setUint32(s * 4, s === directorySectors ? END_OF_CHAIN : s + 1, true);

  const directory = new Uint8Array(directorySectors * 512);
  all.forEach((name, i) => {
    const at = i * 128;
    [...name].forEach((ch, j) => directory.set(le16(ch.charCodeAt(0)), at + j * 2));
    directory.set(le16((name.length + 1) * 2), at + 64);
    directory[at + 66] = i === 0 ? 5 : storages.includes(name) ? 1 : 2;
  });
  return new Uint8Array([...header, ...new Uint8Array(fat.buffer), ...directory]);
}

export function docBytes({ macros = false } = {}): Bytes {
  const word = ["WordDocument", "1Table", "\u0005SummaryInformation", "\u0005DocumentSummaryInformation", "CompObj"];
  return macros
    ? compoundFileBytes([...word, "Macros", "VBA", "dir", "_VBA_PROJECT", "PROJECT"], ["Macros", "VBA"])
    : compoundFileBytes(word);
}

/** A one-page PDF, written out by hand: it parses, and carries nothing active. */
export const PLAIN_PDF = [
  "%PDF-1.4",
  "1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj",
  "2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj",
  "3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj",
  "trailer\n<< /Root 1 0 R /Size 4 >>",
  "%%EOF",
].join("\n");
