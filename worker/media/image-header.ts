import type { ImageKind } from "./files";

/**
 * An uploaded image's dimensions, read from its header alone (PNG IHDR, the JPEG frame header,
 * WebP's VP8/VP8L/VP8X chunk, GIF's logical screen): no decoding in the worker. Refuses a header
 * that is cut short or malformed, zero sizes, and sizes no web page needs, which would only cost
 * every visitor's browser memory to decode (a "decompression bomb").
 */
const MAX_IMAGE_SIDE = 10_000;
const MAX_IMAGE_PIXELS = 40_000_000;

export const imageMessages = {
  damaged: "The image file is damaged or incomplete. Save or export it again and upload the new file.",
  tooLarge: (w: number, h: number) =>
    `The image is ${w} × ${h} pixels. Use one at most ${MAX_IMAGE_SIDE.toLocaleString("en-IN")} pixels a side and 40 megapixels in all; 1200 × 630 suits a post's cover image.`,
};

interface ImageSize {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;
const u32le = (b: Uint8Array, at: number) => ((b[at + 3] << 24) | (b[at + 2] << 16) | (b[at + 1] << 8) | b[at]) >>> 0;
const tag = (b: Uint8Array, at: number) => String.fromCharCode(...b.subarray(at, at + 4));

let crcTable: Uint32Array | undefined;
function crc32(bytes: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** PNG: the first chunk must be a 13-byte IHDR whose CRC matches. */
function pngSize(b: Uint8Array): ImageSize | null {
  if (b.length < 33 || u32be(b, 8) !== 13 || tag(b, 12) !== "IHDR") return null;
  if (crc32(b.subarray(12, 29)) !== u32be(b, 29)) return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

/** Start-of-frame markers (SOF0–SOF15 less DHT, JPG and DAC), which carry the size. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/** JPEG: walk the segments after SOI to the first frame header, never past the scan or the end. */
function jpegSize(b: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan before any frame header
    const length = u16be(b, at + 2);
    if (length < 2 || at + 2 + length > b.length) return null;
    if (isStartOfFrame(marker)) return length >= 8 ? { width: u16be(b, at + 7), height: u16be(b, at + 5) } : null;
    at += 2 + length;
  }
  return null;
}

/** GIF: the logical screen descriptor after the 6-byte signature. */
function gifSize(b: Uint8Array): ImageSize | null {
  return b.length >= 13 ? { width: u16le(b, 6), height: u16le(b, 8) } : null;
}

/** WebP: the RIFF size must fit the file, then the first chunk tells lossy, lossless or extended. */
function webpSize(b: Uint8Array): ImageSize | null {
  if (b.length < 20 || u32le(b, 4) + 8 > b.length) return null;
  const chunk = tag(b, 12);
  const data = 20;
  const size = u32le(b, 16);
  // Each chunk's fields must lie inside both the chunk and the file.
  if (data + size > b.length || size < (chunk === "VP8L" ? 5 : 10)) return null;
  if (chunk === "VP8 ") {
    if (b[data + 3] !== 0x9d || b[data + 4] !== 0x01 || b[data + 5] !== 0x2a) return null;
    return { width: u16le(b, data + 6) & 0x3fff, height: u16le(b, data + 8) & 0x3fff };
  }
  if (chunk === "VP8L") {
    if (b[data] !== 0x2f) return null;
    const bits = u32le(b, data + 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") return { width: u24le(b, data + 4) + 1, height: u24le(b, data + 7) + 1 };
  return null;
}

const readers: Record<ImageKind["ext"], (bytes: Uint8Array) => ImageSize | null> = {
  png: pngSize,
  jpg: jpegSize,
  gif: gifSize,
  webp: webpSize,
};

/** The image's size from its header, or null when the header is cut short or malformed. */
export function imageSize(bytes: Uint8Array, kind: ImageKind): ImageSize | null {
  return readers[kind.ext](bytes);
}

/** Why an image of a sniffed kind cannot be stored, as the message to show, or null when it can. */
export function imageProblem(bytes: Uint8Array, kind: ImageKind): string | null {
  const size = imageSize(bytes, kind);
  if (!size || size.width === 0 || size.height === 0) return imageMessages.damaged;
  const { width, height } = size;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    return imageMessages.tooLarge(width, height);
  }
  return null;
}
