/** The smallest real files of each accepted kind: enough for the magic-byte check. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c00000000049454e44ae426082',
  'hex',
);
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
  Buffer.alloc(64),
  Buffer.from([0xff, 0xd9]),
]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
export const TIFF = Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 0, 0]), Buffer.alloc(64)]);

export interface Part {
  name: string;
  value?: string;
  file?: { filename: string; type: string; data: Buffer };
}

/**
 * A multipart body written by hand, so a test controls the exact file name and declared type
 * (fetch's FormData would rewrite some names before the server sees them).
 */
export function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----docread${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (part.file) {
      const quoted = part.file.filename.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${quoted}"\r\nContent-Type: ${part.file.type}\r\n\r\n`,
        ),
      );
      chunks.push(part.file.data, Buffer.from('\r\n'));
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value ?? ''}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function uploadParts(
  file: { filename: string; type: string; data: Buffer } | null,
  fields: { documentName?: string; documentType?: string } = {
    documentName: 'Invoice 1',
    documentType: 'invoice',
  },
): Part[] {
  const parts: Part[] = [];
  if (fields.documentName !== undefined) parts.push({ name: 'documentName', value: fields.documentName });
  if (fields.documentType !== undefined) parts.push({ name: 'documentType', value: fields.documentType });
  if (file) parts.push({ name: 'file', file });
  return parts;
}
