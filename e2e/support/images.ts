import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

type PngOptions = {
  width?: number;
  height?: number;
  /** The colour at a point; a diagonal gradient unless given. */
  pixel?: (x: number, y: number) => Rgb;
};

/** One PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A small RGB PNG drawn in memory, for upload journeys (48 × 48, a diagonal gradient, by default). */
export function makePng({ width = 48, height = width, pixel }: PngOptions = {}): Buffer {
  const colourAt = pixel ?? ((x: number, y: number): Rgb => [(x * 255) / width, 120, (y * 255) / height]);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(colourAt(x, y), 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG of one colour (30 × 40), so each file has its own content. */
export function makeSolidPng(red: number, green: number, blue: number): Buffer {
  return makePng({ width: 30, height: 40, pixel: () => [red, green, blue] });
}
