import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A PDF written object by object with a correct cross-reference table. */
function buildPdf(objects: string[], trailerExtra = ''): Buffer {
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function pagesPdf(pageCount: number): Buffer {
  const kids = Array.from({ length: pageCount }, (_, i) => `${i + 3} 0 R`).join(' ');
  const pages = Array.from(
    { length: pageCount },
    () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  );
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`,
    ...pages,
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG header that declares 50,000 × 50,000 pixels (2.5 gigapixels) over a few KB of zeros. */
function decompressionBombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc(200 * 50_001), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface CorpusFile {
  /** What the case is, for failure messages. */
  label: string;
  filename: string;
  type: string;
  data: Buffer;
  /** Content the engine cannot read: the answer must be a 4xx or a failed job with a reason. */
  unreadable: boolean;
}

/** The bad-input corpus: every file is made here, nothing is downloaded. */
export async function badInputCorpus(): Promise<CorpusFile[]> {
  const goodPng = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  const goodJpeg = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();
  const smallPdf = pagesPdf(1);
  const encrypted = buildPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
      `<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -44 >>`,
    ],
    `/Encrypt 4 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>] `,
  );
  // A PDF that is also an HTML page and ends like a ZIP archive: whatever sniffs it must not run it.
  const polyglot = Buffer.concat([
    smallPdf,
    Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>\n'),
    Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]),
  ]);
  return [
    {
      label: 'truncated PDF',
      filename: 'truncated.pdf',
      type: 'application/pdf',
      data: smallPdf.subarray(0, 60),
      unreadable: true,
    },
    {
      label: 'corrupt PDF',
      filename: 'corrupt.pdf',
      type: 'application/pdf',
      data: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0xa7)]),
      unreadable: true,
    },
    {
      label: 'truncated PNG',
      filename: 'truncated.png',
      type: 'image/png',
      data: goodPng.subarray(0, 40),
      unreadable: true,
    },
    {
      label: 'corrupt JPEG',
      filename: 'corrupt.jpg',
      type: 'image/jpeg',
      data: Buffer.concat([goodJpeg.subarray(0, 20), Buffer.alloc(500, 0x3c)]),
      unreadable: true,
    },
    {
      label: 'encrypted PDF',
      filename: 'locked.pdf',
      type: 'application/pdf',
      data: encrypted,
      unreadable: true,
    },
    {
      label: '5,000-page PDF',
      filename: 'pages-5000.pdf',
      type: 'application/pdf',
      data: pagesPdf(5000),
      unreadable: true,
    },
    {
      label: '50,000 × 50,000 PNG',
      filename: 'bomb.png',
      type: 'image/png',
      data: decompressionBombPng(),
      unreadable: true,
    },
    {
      label: 'PDF/HTML/ZIP polyglot',
      filename: 'polyglot.pdf',
      type: 'application/pdf',
      data: polyglot,
      unreadable: false,
    },
    {
      // Uploads are judged by their content: this is read as the PNG it is (docs/decisions.md).
      label: 'PNG bytes named .pdf',
      filename: 'lies.pdf',
      type: 'application/pdf',
      data: goodPng,
      unreadable: false,
    },
    {
      label: 'name with ..',
      filename: '../../../etc/passwd.png',
      type: 'image/png',
      data: goodPng,
      unreadable: false,
    },
    {
      label: 'name with NUL',
      filename: 'scan\u0000.exe.png',
      type: 'image/png',
      data: goodPng,
      unreadable: false,
    },
    {
      label: 'name with RTL override',
      filename: 'invoice\u202egnp.exe.png',
      type: 'image/png',
      data: goodPng,
      unreadable: false,
    },
  ];
}

export const corpusSizes = (corpus: CorpusFile[]) =>
  corpus.map((c) => `${c.label}: ${c.data.length} B`).join(', ');
