/**
 * The few parts of an ONNX model's protobuf encoding that a graph rewrite needs: every field of a
 * message is kept as its encoded bytes, so what a rewrite does not touch (weights, value infos,
 * metadata) is copied out unchanged, never decoded and encoded again.
 */

/** One field of a message: its number, wire type, the encoded field (key included) and its payload. */
export type Field = {
  no: number;
  wire: number;
  encoded: Uint8Array;
  /** Varint fields: the value; fixed32 fields: the raw 32 bits. */
  value: bigint;
  /** Length-delimited fields: the payload. */
  bytes: Uint8Array;
};

const EMPTY: Uint8Array = new Uint8Array(0);

export function readFields(message: Uint8Array): Field[] {
  const fields: Field[] = [];
  let at = 0;
  const varint = (): bigint => {
    let value = 0n;
    for (let shift = 0n; ; shift += 7n) {
      if (at >= message.length) throw new Error('Truncated protobuf varint.');
      const byte = message[at++] as number;
      value |= BigInt(byte & 0x7f) << shift;
      if (!(byte & 0x80)) return value;
    }
  };
  while (at < message.length) {
    const start = at;
    const key = Number(varint());
    const no = key >>> 3;
    const wire = key & 7;
    let value = 0n;
    let bytes = EMPTY;
    if (wire === 0) value = varint();
    else if (wire === 2) {
      const length = Number(varint());
      bytes = message.subarray(at, at + length);
      at += length;
    } else if (wire === 5) {
      value = BigInt(new DataView(message.buffer, message.byteOffset + at, 4).getUint32(0, true));
      at += 4;
    } else if (wire === 1) at += 8;
    else throw new Error(`Unsupported protobuf wire type ${wire}.`);
    if (at > message.length) throw new Error('Truncated protobuf field.');
    fields.push({ no, wire, encoded: message.subarray(start, at), value, bytes });
  }
  return fields;
}

function varintBytes(value: number | bigint): number[] {
  let v = BigInt(value);
  const out: number[] = [];
  do {
    const byte = Number(v & 0x7fn);
    v >>= 7n;
    out.push(v ? byte | 0x80 : byte);
  } while (v);
  return out;
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((s, p) => s + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The key and length that open a length-delimited field of `length` bytes. */
export const fieldHeader = (no: number, length: number): Uint8Array =>
  Uint8Array.from([...varintBytes((no << 3) | 2), ...varintBytes(length)]);

/** A length-delimited field whose payload is `parts` one after another, copied once. */
export const bytesField = (no: number, ...parts: Uint8Array[]): Uint8Array =>
  concat([
    fieldHeader(
      no,
      parts.reduce((s, p) => s + p.length, 0),
    ),
    ...parts,
  ]);

export const stringField = (no: number, text: string): Uint8Array =>
  bytesField(no, new TextEncoder().encode(text));

export const varintField = (no: number, value: number): Uint8Array =>
  Uint8Array.from([...varintBytes(no << 3), ...varintBytes(value)]);

export function floatField(no: number, value: number): Uint8Array {
  const out = new Uint8Array([...varintBytes((no << 3) | 5), 0, 0, 0, 0]);
  new DataView(out.buffer).setFloat32(out.length - 4, value, true);
  return out;
}

export const text = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

/** A fixed32 field's bits as the float they encode. */
export function fieldFloat(field: Field): number {
  const view = new DataView(new ArrayBuffer(4));
  view.setUint32(0, Number(field.value), true);
  return view.getFloat32(0, true);
}
