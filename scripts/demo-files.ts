import { crc32, deflateSync } from 'node:zlib';

/*
 * Small but real files for the demo event, made in code so the repository holds no binaries:
 * PNG pictures (gradients with simple shapes, and a word-mark logo in a 5x7 pixel font), a
 * one-page PDF, a ZIP archive, a calendar file and a text file. Each opens in its usual viewer.
 */

export type Rgb = readonly [number, number, number];

/** Paints a pixel: writes its RGBA into `out` at `at` (no allocation per pixel: pictures have ~600,000). */
type Painter = (x: number, y: number, out: Buffer, at: number) => void;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** An 8-bit RGBA PNG of the painted pixels. */
export function png(width: number, height: number, paint: Painter): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type RGBA, default compression/filter/interlace
  const rowBytes = width * 4 + 1;
  const raw = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * rowBytes] = 0; // filter: none
    for (let x = 0; x < width; x += 1) paint(x, y, raw, y * rowBytes + 1 + x * 4);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function put(out: Buffer, at: number, r: number, g: number, b: number, a = 255): void {
  out[at] = r;
  out[at + 1] = g;
  out[at + 2] = b;
  out[at + 3] = a;
}

/** A photo stand-in: a diagonal gradient with soft circles, scaled to any size. */
export function scenePainter(width: number, height: number, from: Rgb, to: Rgb): Painter {
  const circles = [
    { x: 0.28, y: 0.62, r: 0.22 },
    { x: 0.7, y: 0.38, r: 0.3 },
  ];
  const aspect = (width / height) ** 2;
  return (x, y, out, at) => {
    const u = x / width;
    const v = y / height;
    const t = (u + v) / 2;
    // Inside a circle the colour is lightened a quarter of the way to white.
    const light = circles.some((circle) => (u - circle.x) ** 2 * aspect + (v - circle.y) ** 2 < circle.r ** 2)
      ? 0.25
      : 0;
    const channel = (i: 0 | 1 | 2) => {
      const base = from[i] + (to[i] - from[i]) * t;
      return Math.round(base + (255 - base) * light);
    };
    put(out, at, channel(0), channel(1), channel(2));
  };
}

// A 5x7 pixel font for the letters of the demo's word-mark; each row is 5 bits, left to right.
const GLYPHS: Record<string, readonly number[]> = {
  E: [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b11111],
  V: [0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01010, 0b00100],
  N: [0b10001, 0b11001, 0b10101, 0b10011, 0b10001, 0b10001, 0b10001],
  T: [0b11111, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100],
  F: [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b10000],
  L: [0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b11111],
  O: [0b01110, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110],
  W: [0b10001, 0b10001, 0b10001, 0b10101, 0b10101, 0b10101, 0b01010],
  X: [0b10001, 0b10001, 0b01010, 0b00100, 0b01010, 0b10001, 0b10001],
  P: [0b11110, 0b10001, 0b10001, 0b11110, 0b10000, 0b10000, 0b10000],
  ' ': [0, 0, 0, 0, 0, 0, 0],
};

/**
 * A logo on a transparent background: a round mark (a ring around a dot) and, unless `word` is
 * empty, the word in pixel letters, in `ink`. With no word it is a square icon.
 */
export function logoPng(word: string, ink: Rgb, accent: Rgb): Buffer {
  const scale = 6;
  const glyphWidth = 6 * scale; // 5 columns and a gap
  const height = 9 * scale;
  const markSize = height;
  const width = word ? markSize + scale * 2 + word.length * glyphWidth : markSize;
  const centre = markSize / 2;
  const colourAt = (x: number, y: number): Rgb | undefined => {
    if (x < markSize) {
      const distance = Math.hypot(x + 0.5 - centre, y + 0.5 - centre);
      if (distance < centre * 0.35) return accent;
      return distance > centre * 0.62 && distance < centre * 0.95 ? ink : undefined;
    }
    const textX = x - markSize - scale * 2;
    const letter = word[Math.floor(textX / glyphWidth)];
    const column = Math.floor((textX % glyphWidth) / scale);
    const row = Math.floor(y / scale) - 1;
    const bits = letter ? GLYPHS[letter] : undefined;
    if (!bits || column > 4 || row < 0 || row > 6) return undefined;
    return (bits[row]! >> (4 - column)) & 1 ? ink : undefined;
  };
  return png(width, height, (x, y, out, at) => {
    const colour = colourAt(x, y);
    if (colour) put(out, at, ...colour);
    else put(out, at, 0, 0, 0, 0);
  });
}

/** A one-page PDF (A4) with a title and lines of text in Helvetica. */
export function pdf(title: string, lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);
  const text = [
    `BT /F1 22 Tf 56 770 Td (${escape(title)}) Tj ET`,
    ...lines.map((line, index) => `BT /F1 12 Tf 56 ${730 - index * 20} Td (${escape(line)}) Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A ZIP archive of the given files, stored without compression. */
export function zip(files: readonly { name: string; content: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const crc = crc32(file.content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(file.content.length, 18);
    local.writeUInt32LE(file.content.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(file.content.length, 20);
    central.writeUInt32LE(file.content.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, file.content);
    centrals.push(central, name);
    offset += local.length + name.length + file.content.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** An iCalendar file with one all-day event. */
export function calendar(summary: string, firstDay: string, lastDay: string): Buffer {
  const day = (iso: string, add = 0) => {
    const date = new Date(`${iso}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + add);
    return date.toISOString().slice(0, 10).replaceAll('-', '');
  };
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Eventflow//Demo//EN',
    'BEGIN:VEVENT',
    `UID:demo-event@eventflow.test`,
    `DTSTAMP:${day(firstDay)}T000000Z`,
    `DTSTART;VALUE=DATE:${day(firstDay)}`,
    `DTEND;VALUE=DATE:${day(lastDay, 1)}`,
    `SUMMARY:${summary}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}
