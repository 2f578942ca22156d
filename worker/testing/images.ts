/** Image files for tests: a real header of the given size, then a few bytes standing in for pixels. */

type Bytes = Uint8Array<ArrayBuffer>;

/** PNG's CRC-32, written out here so the fixtures do not lean on the code they test. */
function crc32(bytes: number[]): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const le16 = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const le24 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff];
const le32 = (n: number) => [...le16(n & 0xffff), ...le16(n >>> 16)];
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

export function pngBytes(width: number, height: number): Bytes {
  const ihdr = [...ascii("IHDR"), ...be32(width), ...be32(height), 8, 6, 0, 0, 0];
  const chunk = [...be32(13), ...ihdr, ...be32(crc32(ihdr))];
  const iend = [...be32(0), ...ascii("IEND"), 0xae, 0x42, 0x60, 0x82];
  return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...chunk, ...iend]);
}

/** A JPEG with an APP0 (JFIF) segment before its baseline frame header, as cameras and editors write. */
export function jpegBytes(width: number, height: number, frameMarker = 0xc0): Bytes {
  const app0 = [0xff, 0xe0, 0, 16, ...ascii("JFIF"), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, frameMarker, 0, 11, 8, height >>> 8, height & 0xff, width >>> 8, width & 0xff, 1, 1, 0x11, 0];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof, 0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0, 0xff, 0xd9]);
}

export function gifBytes(width: number, height: number): Bytes {
  return new Uint8Array([...ascii("GIF89a"), ...le16(width), ...le16(height), 0, 0, 0, 0x3b]);
}

function riff(chunkTag: string, data: number[]): Bytes {
  const padded = data.length % 2 ? [...data, 0] : data;
  const body = [...ascii("WEBP"), ...ascii(chunkTag), ...le32(data.length), ...padded];
  return new Uint8Array([...ascii("RIFF"), ...le32(body.length), ...body]);
}

/** Lossy (VP8), lossless (VP8L) or extended (VP8X) WebP. */
export function webpBytes(width: number, height: number, variant: "VP8 " | "VP8L" | "VP8X" = "VP8 "): Bytes {
  if (variant === "VP8 ") return riff("VP8 ", [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height), 0, 0]);
  if (variant === "VP8L") {
    const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
    return riff("VP8L", [0x2f, ...le32(bits >>> 0), 0, 0, 0]);
  }
  return riff("VP8X", [0, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]);
}
