// Draws build/icon.png (512x512 RGBA): a clipboard with a check mark on a navy tile.
// electron-builder derives the .ico/.icns it needs from this PNG. Run: node build/generate-icon.js
import { writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

const SIZE = 512;

/** Signed distance from (x, y) to a rounded rectangle; negative inside. */
function roundedRect(x, y, [left, top, right, bottom, radius]) {
  const dx = Math.max(left + radius - x, 0, x - (right - radius));
  const dy = Math.max(top + radius - y, 0, y - (bottom - radius));
  const inside = Math.min(
    Math.max(left + radius - x, x - (right - radius), top + radius - y, y - (bottom - radius)),
    0,
  );
  return Math.hypot(dx, dy) + inside - radius;
}

/** Signed distance from (x, y) to a segment stroked with round caps of half-width `half`. */
function stroke(x, y, [ax, ay, bx, by, half]) {
  const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)));
  return Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay))) - half;
}

// Painted in order; each layer's edge is anti-aliased over one pixel.
const layers = [
  { color: [30, 58, 95], distance: (x, y) => roundedRect(x, y, [32, 32, 480, 480, 96]) },
  { color: [245, 241, 232], distance: (x, y) => roundedRect(x, y, [124, 100, 388, 444, 28]) },
  { color: [138, 148, 166], distance: (x, y) => roundedRect(x, y, [196, 72, 316, 132, 20]) },
  { color: [30, 58, 95], distance: (x, y) => Math.hypot(x - 256, y - 96) - 11 },
  {
    color: [46, 158, 91],
    distance: (x, y) => Math.min(stroke(x, y, [184, 288, 238, 340, 22]), stroke(x, y, [238, 340, 332, 216, 22])),
  },
];

const rows = [];
for (let y = 0; y < SIZE; y++) {
  const row = Buffer.alloc(1 + SIZE * 4); // leading 0 = PNG filter "None"
  for (let x = 0; x < SIZE; x++) {
    let [r, g, b, a] = [0, 0, 0, 0];
    for (const { color, distance } of layers) {
      const cover = Math.max(0, Math.min(1, 0.5 - distance(x + 0.5, y + 0.5)));
      // Premultiplied "over"; un-premultiplied below so edges do not darken.
      [r, g, b] = [r, g, b].map((c, i) => c + (color[i] - c) * cover);
      a += (1 - a) * cover;
    }
    const straight = a > 0 ? [r / a, g / a, b / a] : [0, 0, 0];
    row.set([...straight, a * 255].map(Math.round), 1 + x * 4);
  }
  rows.push(row);
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no interlace

writeFileSync(
  new URL('./icon.png', import.meta.url),
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]),
);
