/**
 * Word résumés: a DOCX is a ZIP package and an old .doc an OLE compound file. Both are read only as
 * far as their directories (names of parts or streams), never unpacked, to refuse documents that
 * carry macros: `vbaProject.bin` in a DOCX (a .docm renamed), a `Macros` or `VBA` storage in a .doc.
 */
export const wordMessages = {
  unreadable: "This Word document could not be read. Please save it again and upload the new file, or upload a PDF.",
  notWord: "This file is not a Word document. Attach your résumé as a PDF, DOC or DOCX file.",
  macros:
    "This Word document contains macros, which we cannot accept. Please save it as a plain Word document (.docx) or a PDF and upload that.",
};

const u16 = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u32 = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;

/** The names in a ZIP's central directory, found from its end record; null when it does not add up. */
function zipEntryNames(b: Uint8Array): string[] | null {
  // The end record is 22 bytes plus a comment of up to 65,535.
  let end = -1;
  for (let at = b.length - 22; at >= Math.max(0, b.length - 22 - 0xffff); at--) {
    if (u32(b, at) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = u16(b, end + 10);
  const size = u32(b, end + 12);
  const offset = u32(b, end + 16);
  // ZIP64 marks these with all ones; no résumé needs it, and its records would need more reading.
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff || offset + size > end) return null;
  const decoder = new TextDecoder();
  const names: string[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > offset + size || u32(b, at) !== CENTRAL_DIRECTORY_ENTRY) return null;
    const nameLength = u16(b, at + 28);
    const next = at + 46 + nameLength + u16(b, at + 30) + u16(b, at + 32);
    if (next > offset + size) return null;
    names.push(decoder.decode(b.subarray(at + 46, at + 46 + nameLength)));
    at = next;
  }
  return names;
}

/** Why a DOCX cannot be stored, or null: it must be a Word package and hold no VBA project. */
export function docxProblem(bytes: Uint8Array): string | null {
  const names = zipEntryNames(bytes);
  if (!names) return wordMessages.unreadable;
  if (!names.includes("[Content_Types].xml") || !names.some((n) => n.startsWith("word/"))) return wordMessages.notWord;
  // Word keeps it at word/vbaProject.bin; any folder and any case is refused.
  if (names.some((n) => n.split("/").pop()?.toLowerCase() === "vbaproject.bin")) return wordMessages.macros;
  return null;
}

const FREE_SECTOR = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
/** Where Word (Macros, VBA) and other Office programs (_VBA_PROJECT_CUR) keep a VBA project. */
const MACRO_STORAGES = new Set(["macros", "vba", "_vba_project_cur", "_vba_project"]);

/**
 * The names of every used entry in an OLE compound file's directory, read by following the
 * directory's chain of sectors through the FAT; null when the structure does not add up.
 */
function compoundFileEntryNames(b: Uint8Array): string[] | null {
  if (b.length < 512 || u16(b, 0x1c) !== 0xfffe) return null;
  const shift = u16(b, 0x1e);
  if (shift !== 9 && shift !== 12) return null;
  const sectorSize = 1 << shift;
  const sectorCount = Math.floor((b.length - 512) / sectorSize);
  const sectorAt = (n: number) => (n < sectorCount ? 512 + n * sectorSize : -1);
  const perSector = sectorSize / 4;

  // The FAT's own sectors: 109 listed in the header, the rest in the DIFAT chain.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) {
    const n = u32(b, 0x4c + i * 4);
    if (n !== FREE_SECTOR) fatSectors.push(n);
  }
  let difat = u32(b, 0x44);
  for (let hops = 0; difat !== END_OF_CHAIN && difat !== FREE_SECTOR; hops++) {
    const at = sectorAt(difat);
    if (at < 0 || hops > sectorCount) return null;
    for (let i = 0; i < perSector - 1; i++) {
      const n = u32(b, at + i * 4);
      if (n !== FREE_SECTOR) fatSectors.push(n);
    }
    difat = u32(b, at + sectorSize - 4);
  }
  /** The sector after `n` in its chain, or -1 when the FAT does not cover it. */
  const nextSector = (n: number): number => {
    const at = sectorAt(fatSectors[Math.floor(n / perSector)] ?? -1);
    return at < 0 ? -1 : u32(b, at + (n % perSector) * 4);
  };

  const utf16 = new TextDecoder("utf-16le");
  const names: string[] = [];
  for (let sector = u32(b, 0x30), hops = 0; sector !== END_OF_CHAIN; sector = nextSector(sector), hops++) {
    const at = sectorAt(sector);
    if (at < 0 || hops > sectorCount) return null;
    for (let entry = at; entry < at + sectorSize; entry += 128) {
      const nameBytes = u16(b, entry + 64);
      // Type 0 is an unused slot; a name is at most 31 UTF-16 characters and a terminating zero.
      if (b[entry + 66] === 0 || nameBytes < 2 || nameBytes > 64) continue;
      names.push(utf16.decode(b.subarray(entry, entry + nameBytes - 2)));
    }
  }
  return names;
}

/** Why a .doc cannot be stored, or null: it must be a Word document and hold no macro storage. */
export function docProblem(bytes: Uint8Array): string | null {
  const names = compoundFileEntryNames(bytes);
  if (!names) return wordMessages.unreadable;
  if (!names.includes("WordDocument")) return wordMessages.notWord;
  if (names.some((n) => MACRO_STORAGES.has(n.toLowerCase()))) return wordMessages.macros;
  return null;
}
