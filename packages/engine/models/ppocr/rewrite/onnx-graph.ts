import {
  bytesField,
  concat,
  type Field,
  fieldFloat,
  fieldHeader,
  floatField,
  readFields,
  stringField,
  text,
  varintField,
} from './onnx-proto.ts';

/**
 * An ONNX graph's nodes as a rewrite sees them: op type, inputs, outputs and attributes, with each
 * node's encoding kept so untouched nodes are copied out as they came. Weights are `Constant` nodes
 * (paddle2onnx writes them so), read and written here as float tensors.
 */
export type Node = {
  op: string;
  inputs: string[];
  outputs: string[];
  /** Attributes by name (the encoded AttributeProto's fields). */
  attributes: Map<string, Field[]>;
  encoded: Uint8Array;
};

// Field numbers of onnx.proto.
const MODEL_GRAPH = 7;
const GRAPH_NODE = 1;
const NODE = { input: 1, output: 2, opType: 4, attribute: 5 };
const ATTRIBUTE = { name: 1, f: 2, i: 3, t: 5, ints: 8, type: 20 };
const ATTRIBUTE_TYPE = { float: 1, int: 2, tensor: 4, ints: 7 };
const TENSOR = { dims: 1, dataType: 2, floatData: 4, name: 8, rawData: 9 };
const TENSOR_FLOAT = 1;

/** The model's nodes, and a function that writes the model back with other nodes in their place. */
export function graphNodes(model: Uint8Array): { nodes: Node[]; withNodes: (nodes: Node[]) => Uint8Array } {
  const modelFields = readFields(model);
  const graphField = modelFields.find((f) => f.no === MODEL_GRAPH);
  const graphFields = graphField ? readFields(graphField.bytes) : [];
  return {
    nodes: graphFields.filter((f) => f.no === GRAPH_NODE).map((f) => toNode(f.bytes, f.encoded)),
    // One copy of the whole model: the graph's parts are written straight into it.
    withNodes: (nodes) => {
      const graph = [
        ...nodes.map((n) => n.encoded),
        ...graphFields.filter((f) => f.no !== GRAPH_NODE).map((f) => f.encoded),
      ];
      const length = graph.reduce((sum, part) => sum + part.length, 0);
      return concat(
        modelFields.flatMap((f) =>
          f === graphField ? [fieldHeader(MODEL_GRAPH, length), ...graph] : [f.encoded],
        ),
      );
    },
  };
}

function toNode(body: Uint8Array, encoded = bytesField(GRAPH_NODE, body)): Node {
  const fields = readFields(body);
  const strings = (no: number) => fields.filter((f) => f.no === no).map((f) => text(f.bytes));
  const attributes = new Map<string, Field[]>();
  for (const a of fields.filter((f) => f.no === NODE.attribute)) {
    const attribute = readFields(a.bytes);
    const name = attribute.find((f) => f.no === ATTRIBUTE.name);
    if (name) attributes.set(text(name.bytes), attribute);
  }
  return {
    op: strings(NODE.opType)[0] ?? '',
    inputs: strings(NODE.input),
    outputs: strings(NODE.output),
    attributes,
    encoded,
  };
}

export type Attribute = { float: number } | { int: number } | { ints: number[] };

export function node(
  op: string,
  inputs: string[],
  outputs: string[],
  attributes: Record<string, Attribute> = {},
) {
  const encoded = Object.entries(attributes).map(([name, value]) => {
    const body =
      'float' in value
        ? [floatField(ATTRIBUTE.f, value.float), varintField(ATTRIBUTE.type, ATTRIBUTE_TYPE.float)]
        : 'int' in value
          ? [varintField(ATTRIBUTE.i, value.int), varintField(ATTRIBUTE.type, ATTRIBUTE_TYPE.int)]
          : [
              ...value.ints.map((v) => varintField(ATTRIBUTE.ints, v)),
              varintField(ATTRIBUTE.type, ATTRIBUTE_TYPE.ints),
            ];
    return bytesField(NODE.attribute, concat([stringField(ATTRIBUTE.name, name), ...body]));
  });
  return toNode(
    concat([
      ...inputs.map((i) => stringField(NODE.input, i)),
      ...outputs.map((o) => stringField(NODE.output, o)),
      stringField(NODE.opType, op),
      ...encoded,
    ]),
  );
}

/** The same node reading `inputs` and writing `outputs`, its attributes as they were. */
export function withIo(original: Node, inputs: string[], outputs: string[]): Node {
  const fields = readFields(readFields(original.encoded)[0]?.bytes ?? new Uint8Array());
  return toNode(
    concat([
      ...inputs.map((i) => stringField(NODE.input, i)),
      ...outputs.map((o) => stringField(NODE.output, o)),
      ...fields.filter((f) => f.no !== NODE.input && f.no !== NODE.output).map((f) => f.encoded),
    ]),
  );
}

export type Tensor = { dims: number[]; values: Float32Array };

/** A `Constant` node's float tensor, or undefined when it holds anything else. */
export function constantTensor(constant: Node): Tensor | undefined {
  if (constant.op !== 'Constant') return undefined;
  const t = constant.attributes.get('value')?.find((f) => f.no === ATTRIBUTE.t);
  if (!t) return undefined;
  const fields = readFields(t.bytes);
  if (fields.find((f) => f.no === TENSOR.dataType)?.value !== BigInt(TENSOR_FLOAT)) return undefined;
  if (fields.some((f) => f.no === TENSOR.dims && f.wire !== 0)) return undefined;
  const dims = fields.filter((f) => f.no === TENSOR.dims).map((f) => Number(f.value));
  const count = dims.reduce((s, d) => s * d, 1);
  const data =
    fields.find((f) => f.no === TENSOR.rawData) ??
    fields.find((f) => f.no === TENSOR.floatData && f.wire === 2);
  if (!data || data.bytes.length !== count * 4) return undefined;
  // A view where the bytes are aligned (no copy of the weights); a copy only where they are not.
  const { buffer, byteOffset } = data.bytes;
  const values =
    byteOffset % 4 === 0
      ? new Float32Array(buffer, byteOffset, count)
      : new Float32Array(new Uint8Array(data.bytes).buffer);
  return { dims, values };
}

/** A `Constant` node writing `output`, holding `values` in the shape `dims`. */
export function constantNode(output: string, values: Float32Array, dims: number[]): Node {
  // Weights are megabytes: the node is laid out from its parts with one copy of them.
  const raw = new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
  const tensor = [
    ...dims.map((d) => varintField(TENSOR.dims, d)),
    varintField(TENSOR.dataType, TENSOR_FLOAT),
    stringField(TENSOR.name, output),
    fieldHeader(TENSOR.rawData, raw.length),
    raw,
  ];
  const attribute = [
    stringField(ATTRIBUTE.name, 'value'),
    fieldHeader(ATTRIBUTE.t, size(tensor)),
    ...tensor,
    varintField(ATTRIBUTE.type, ATTRIBUTE_TYPE.tensor),
  ];
  const body = [
    stringField(NODE.output, output),
    stringField(NODE.opType, 'Constant'),
    fieldHeader(NODE.attribute, size(attribute)),
    ...attribute,
  ];
  const header = fieldHeader(GRAPH_NODE, size(body));
  const encoded = concat([header, ...body]);
  return toNode(encoded.subarray(header.length), encoded);
}

const size = (parts: readonly Uint8Array[]) => parts.reduce((sum, part) => sum + part.length, 0);

export function floatAttribute(n: Node, name: string): number | undefined {
  const f = n.attributes.get(name)?.find((a) => a.no === ATTRIBUTE.f);
  return f ? fieldFloat(f) : undefined;
}

export function intsAttribute(n: Node, name: string): number[] | undefined {
  const fields = n.attributes.get(name);
  if (!fields) return undefined;
  return fields
    .filter((f) => f.no === ATTRIBUTE.ints)
    .flatMap((f) => (f.wire === 0 ? [Number(BigInt.asIntN(64, f.value))] : packedVarints(f.bytes)));
}

export function stringAttribute(n: Node, name: string): string | undefined {
  const f = n.attributes.get(name)?.find((a) => a.no === 4);
  return f ? text(f.bytes) : undefined;
}

function packedVarints(bytes: Uint8Array): number[] {
  const out: number[] = [];
  let value = 0n;
  let shift = 0n;
  for (const byte of bytes) {
    value |= BigInt(byte & 0x7f) << shift;
    shift += 7n;
    if (!(byte & 0x80)) {
      out.push(Number(BigInt.asIntN(64, value)));
      value = 0n;
      shift = 0n;
    }
  }
  return out;
}

/** Who writes and who reads each tensor of a node list, and the scalar constants among them. */
export function indexGraph(nodes: readonly Node[]) {
  const producer = new Map<string, Node>();
  const consumers = new Map<string, Node[]>();
  for (const n of nodes) {
    for (const o of n.outputs) producer.set(o, n);
    for (const i of n.inputs) consumers.set(i, [...(consumers.get(i) ?? []), n]);
  }
  const readers = (name: string): Node[] => consumers.get(name) ?? [];
  /** The one node reading `name`, when there is exactly one and it is an `op`. */
  const only = (name: string | undefined, op: string): Node | undefined => {
    const list = name === undefined ? [] : readers(name);
    return list.length === 1 && list[0]?.op === op ? list[0] : undefined;
  };
  /** A constant tensor read by one node only, so it can be rewritten for that node. */
  const ownedConstant = (name: string | undefined): { node: Node; tensor: Tensor } | undefined => {
    const n = name === undefined ? undefined : producer.get(name);
    const tensor = n && constantTensor(n);
    return n && tensor && readers(name as string).length === 1 ? { node: n, tensor } : undefined;
  };
  const scalar = (name: string | undefined): number | undefined => {
    const n = name === undefined ? undefined : producer.get(name);
    const tensor = n && constantTensor(n);
    return tensor?.values.length === 1 ? tensor.values[0] : undefined;
  };
  /** The scalar operand of a binary node whose other operand is `x`. */
  const operand = (n: Node, x: string): number | undefined => {
    if (n.inputs.length !== 2 || !n.inputs.includes(x)) return undefined;
    return scalar(n.inputs[0] === x ? n.inputs[1] : n.inputs[0]);
  };
  return { producer, readers, only, ownedConstant, scalar, operand };
}

/**
 * The node list with `replacements` put in place of the nodes they key (an empty list removes
 * one), and `Constant` nodes nothing reads any more dropped.
 */
export function replaceNodes(nodes: readonly Node[], replacements: Map<Node, Node[]>): Node[] {
  const out = nodes.flatMap((n) => replacements.get(n) ?? [n]);
  const read = new Set(out.flatMap((n) => n.inputs));
  return out.filter((n) => n.op !== 'Constant' || n.outputs.some((o) => read.has(o)));
}
