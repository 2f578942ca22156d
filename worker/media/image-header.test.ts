import { describe, expect, it } from "vitest";
import { gifBytes, jpegBytes, pngBytes, webpBytes } from "../testing/images";
import { sniffImage } from "./files";
import { imageMessages, imageProblem, imageSize } from "./image-header";

const kindOf = (bytes: Uint8Array) => sniffImage(bytes)!;
const sizeOf = (bytes: Uint8Array) => imageSize(bytes, kindOf(bytes));
const problemOf = (bytes: Uint8Array) => imageProblem(bytes, kindOf(bytes));

describe("image dimensions from the header", () => {
  it.each([
    ["PNG", pngBytes(1200, 630)],
    ["JPEG (baseline, after an APP0 segment)", jpegBytes(1200, 630)],
    ["JPEG (progressive)", jpegBytes(1200, 630, 0xc2)],
    ["GIF", gifBytes(1200, 630)],
    ["WebP lossy", webpBytes(1200, 630, "VP8 ")],
    ["WebP lossless", webpBytes(1200, 630, "VP8L")],
    ["WebP extended", webpBytes(1200, 630, "VP8X")],
  ])("reads %s", (_, bytes) => {
    expect(sizeOf(bytes)).toEqual({ width: 1200, height: 630 });
    expect(problemOf(bytes)).toBeNull();
  });

  it("reads a real 1 × 1 PNG", () => {
    const png = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="), (c) => c.charCodeAt(0));
    expect(sizeOf(png)).toEqual({ width: 1, height: 1 });
  });

  it.each([
    ["PNG", pngBytes(0, 630)],
    ["JPEG", jpegBytes(1200, 0)],
    ["GIF", gifBytes(0, 0)],
  ])("refuses a %s of zero width or height", (_, bytes) => {
    expect(problemOf(bytes)).toBe(imageMessages.damaged);
  });

  it.each([
    ["PNG wider than 10,000 px", pngBytes(10_001, 100), 10_001, 100],
    ["PNG of 2 gigapixels", pngBytes(50_000, 40_000), 50_000, 40_000],
    ["JPEG over 40 megapixels within 10,000 a side", jpegBytes(8000, 6000), 8000, 6000],
    ["GIF taller than 10,000 px", gifBytes(10, 65_535), 10, 65_535],
    ["WebP over 10,000 px", webpBytes(16_383, 16_383, "VP8L"), 16_383, 16_383],
    ["extended WebP of 16 million px a side", webpBytes(16_000_000, 2, "VP8X"), 16_000_000, 2],
  ])("refuses a %s", (_, bytes, width, height) => {
    expect(problemOf(bytes)).toBe(imageMessages.tooLarge(width, height));
  });

  it("accepts the largest allowed size", () => {
    expect(problemOf(pngBytes(10_000, 4000))).toBeNull();
  });

  it.each([
    ["PNG cut inside IHDR", pngBytes(100, 100).slice(0, 24)],
    ["PNG whose IHDR CRC does not match", (() => { const b = pngBytes(100, 100); b[20] ^= 1; return b; })()],
    ["PNG whose first chunk is not IHDR", (() => { const b = pngBytes(100, 100); b[12] = 0x78; return b; })()],
    ["JPEG cut before its frame header", jpegBytes(100, 100).slice(0, 22)],
    ["JPEG cut inside its frame header", jpegBytes(100, 100).slice(0, 26)],
    ["JPEG whose scan starts before any frame header", new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0])],
    ["JPEG with garbage between segments", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0x12, 0x34, 0xff, 0xc0])],
    ["GIF cut inside its screen descriptor", gifBytes(100, 100).slice(0, 9)],
    ["WebP shorter than its RIFF size", webpBytes(100, 100).slice(0, 31)],
    ["WebP lossy without the VP8 start code", (() => { const b = webpBytes(100, 100); b[23] = 0; return b; })()],
    ["WebP lossless without its signature", (() => { const b = webpBytes(100, 100, "VP8L"); b[20] = 0; return b; })()],
    ["WebP with an unknown first chunk", (() => { const b = webpBytes(100, 100); b.set([0x41, 0x4c, 0x50, 0x48], 12); return b; })()],
  ])("refuses a %s as damaged", (_, bytes) => {
    expect(sniffImage(bytes)).not.toBeNull();
    expect(problemOf(bytes)).toBe(imageMessages.damaged);
  });
});
