/** ISO-BMFF major brands of HEIF stills and sequences, as the server reads them (AVIF's `avif` is not one). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

/** The document types the API accepts, told apart by their first bytes (the server checks the same). */
const SIGNATURES: { type: string; extension: string; matches: (b: Uint8Array) => boolean }[] = [
  { type: 'application/pdf', extension: 'pdf', matches: (b) => ascii(b, 0, 5) === '%PDF-' },
  {
    type: 'image/png',
    extension: 'png',
    matches: (b) => b[0] === 0x89 && ascii(b, 1, 3) === 'PNG' && b[4] === 0x0d && b[5] === 0x0a,
  },
  { type: 'image/jpeg', extension: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/tiff',
    extension: 'tiff',
    matches: (b) =>
      (b[0] === 0x49 && b[1] === 0x49 && b[2] === 0x2a && b[3] === 0) ||
      (b[0] === 0x4d && b[1] === 0x4d && b[2] === 0 && b[3] === 0x2a),
  },
  {
    type: 'image/webp',
    extension: 'webp',
    matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP',
  },
  {
    type: 'image/heic',
    extension: 'heic',
    matches: (b) => ascii(b, 4, 4) === 'ftyp' && HEIF_BRANDS.has(ascii(b, 8, 4)),
  },
];

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

export interface SniffedType {
  type: string;
  extension: string;
}

/** The file's type from its first bytes, or null for anything the API would refuse anyway. */
export function sniffType(head: Uint8Array): SniffedType | null {
  const found = SIGNATURES.find((s) => s.matches(head));
  return found ? { type: found.type, extension: found.extension } : null;
}
