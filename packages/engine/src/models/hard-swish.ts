import {
  bytesField,
  concat,
  type Field,
  fieldFloat,
  floatField,
  readFields,
  stringField,
  text,
  varintField,
} from './onnx-proto.ts';

/**
 * PP-OCRv4's models (PP-LCNetV3, exported by paddle2onnx at opset 9) write each convolution's
 * activation out as eight element-wise passes over the tensor: a learnable scale and bias
 * (`Mul`, `Add`), hard-swish as `x · clip(x + 3, 0, 6) / 6` (`Add`, `Clip`, `Mul`, `Div`), and a second
 * learnable scale and bias (`Mul`, `Add`). onnxruntime fuses none of them, and they took about half
 * of the recogniser's CPU (docs/engine.md, "CPU, eighth round"). `fuseHardSwish` rewrites each such
 * block into the same function with three passes: both scales and the first bias go into the
 * convolution's weights and bias, hard-swish becomes `x · HardSigmoid(x)` (with the second scale
 * folded into HardSigmoid's slope), and the second bias stays an `Add`.
 *
 * With `a = s1·conv + t1`, the block computes `s2 · a · clip(a + 3, 0, 6) / 6 + t2`. With
 * `a' = s2 · a` (a convolution with weights `s1·s2·W` and bias `s2·(s1·b + t1)`), that is
 * `a' · clip(a' / (6·s2) + 1/2, 0, 1) + t2`, i.e. `a' · HardSigmoid(a'; 1/(6·s2), 1/2) + t2`.
 * The result differs from the original only by float rounding. Blocks of any other shape are
 * left as they are.
 */
export function fuseHardSwish(model: Uint8Array): { model: Uint8Array } & Counts {
  const modelFields = readFields(model);
  const graphField = modelFields.find((f) => f.no === MODEL_GRAPH);
  if (!graphField) return { model, folded: 0, swishes: 0 };
  const graphFields = readFields(graphField.bytes);
  const nodes = graphFields.filter((f) => f.no === GRAPH_NODE).map(toNode);
  const rewritten = rewrite(nodes);
  if (rewritten.folded === 0) return { model, folded: 0, swishes: 0 };
  const graph = concat([
    ...rewritten.nodes.map((n) => n.encoded),
    ...graphFields.filter((f) => f.no !== GRAPH_NODE).map((f) => f.encoded),
  ]);
  const out = concat(modelFields.map((f) => (f === graphField ? bytesField(MODEL_GRAPH, graph) : f.encoded)));
  return { model: out, folded: rewritten.folded, swishes: rewritten.swishes };
}

/** Convolutions whose scale and bias were folded in, and hard-swish blocks rewritten after them. */
type Counts = { folded: number; swishes: number };
type Rewrite = { nodes: Node[] } & Counts;

// Field numbers of onnx.proto.
const MODEL_GRAPH = 7;
const GRAPH_NODE = 1;
const NODE = { input: 1, output: 2, name: 3, opType: 4, attribute: 5 };
const ATTRIBUTE = { name: 1, f: 2, t: 5, type: 20 };
const ATTRIBUTE_FLOAT = 1;
const ATTRIBUTE_TENSOR = 4;
const TENSOR = { dims: 1, dataType: 2, floatData: 4, rawData: 9 };
const TENSOR_FLOAT = 1;

type Node = {
  op: string;
  inputs: string[];
  outputs: string[];
  /** Attributes by name (the encoded AttributeProto's fields). */
  attributes: Map<string, Field[]>;
  encoded: Uint8Array;
};

function toNode(field: Field): Node {
  const fields = readFields(field.bytes);
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
    encoded: field.encoded,
  };
}

function encodeNode(op: string, inputs: string[], outputs: string[], floats: Record<string, number> = {}): Node {
  const attributes = Object.entries(floats).map(([name, value]) =>
    bytesField(
      NODE.attribute,
      concat([
        stringField(ATTRIBUTE.name, name),
        floatField(ATTRIBUTE.f, value),
        varintField(ATTRIBUTE.type, ATTRIBUTE_FLOAT),
      ]),
    ),
  );
  const body = concat([
    ...inputs.map((i) => stringField(NODE.input, i)),
    ...outputs.map((o) => stringField(NODE.output, o)),
    stringField(NODE.opType, op),
    ...attributes,
  ]);
  const encoded = bytesField(GRAPH_NODE, body);
  return toNode(readFields(encoded)[0] as Field);
}

type Tensor = { dims: number[]; values: Float32Array; fields: Field[] };

/** A `Constant` node's float tensor, or undefined when it holds anything else. */
function constantTensor(node: Node): Tensor | undefined {
  if (node.op !== 'Constant') return undefined;
  const t = node.attributes.get('value')?.find((f) => f.no === ATTRIBUTE.t);
  if (!t) return undefined;
  const fields = readFields(t.bytes);
  if (fields.find((f) => f.no === TENSOR.dataType)?.value !== BigInt(TENSOR_FLOAT)) return undefined;
  const dims = fields.filter((f) => f.no === TENSOR.dims).flatMap((f) => (f.wire === 0 ? [Number(f.value)] : []));
  if (fields.some((f) => f.no === TENSOR.dims && f.wire !== 0)) return undefined;
  const raw = fields.find((f) => f.no === TENSOR.rawData);
  const count = dims.reduce((s, d) => s * d, 1);
  let values: Float32Array;
  if (raw) {
    if (raw.bytes.length !== count * 4) return undefined;
    values = new Float32Array(new Uint8Array(raw.bytes).buffer);
  } else {
    const packed = fields.find((f) => f.no === TENSOR.floatData && f.wire === 2);
    if (!packed || packed.bytes.length !== count * 4) return undefined;
    values = new Float32Array(new Uint8Array(packed.bytes).buffer);
  }
  return { dims, values, fields };
}

/** A `Constant` node for `output` holding `values` in the shape of `like` (or `dims`). */
function constantNode(output: string, values: Float32Array, dims: number[]): Node {
  const tensor = concat([
    ...dims.map((d) => varintField(TENSOR.dims, d)),
    varintField(TENSOR.dataType, TENSOR_FLOAT),
    stringField(8, output),
    bytesField(TENSOR.rawData, new Uint8Array(values.buffer, values.byteOffset, values.byteLength)),
  ]);
  const attribute = concat([
    stringField(ATTRIBUTE.name, 'value'),
    bytesField(ATTRIBUTE.t, tensor),
    varintField(ATTRIBUTE.type, ATTRIBUTE_TENSOR),
  ]);
  const body = concat([
    stringField(NODE.output, output),
    stringField(NODE.opType, 'Constant'),
    bytesField(NODE.attribute, attribute),
  ]);
  return toNode(readFields(bytesField(GRAPH_NODE, body))[0] as Field);
}

function floatAttribute(node: Node, name: string): number | undefined {
  const f = node.attributes.get(name)?.find((a) => a.no === ATTRIBUTE.f);
  return f ? fieldFloat(f) : undefined;
}

function rewrite(nodes: Node[]): Rewrite {
  const producer = new Map<string, Node>();
  const consumers = new Map<string, Node[]>();
  for (const node of nodes) {
    for (const o of node.outputs) producer.set(o, node);
    for (const i of node.inputs) consumers.set(i, [...(consumers.get(i) ?? []), node]);
  }
  const only = (name: string, op: string): Node | undefined => {
    const list = consumers.get(name) ?? [];
    return list.length === 1 && list[0]?.op === op ? list[0] : undefined;
  };
  const scalar = (name: string | undefined): number | undefined => {
    const node = name === undefined ? undefined : producer.get(name);
    const tensor = node && constantTensor(node);
    return tensor?.values.length === 1 ? tensor.values[0] : undefined;
  };
  /** The scalar operand of a binary node whose other operand is `x`. */
  const operand = (node: Node, x: string): number | undefined => {
    if (node.inputs.length !== 2 || !node.inputs.includes(x)) return undefined;
    return scalar(node.inputs[0] === x ? node.inputs[1] : node.inputs[0]);
  };

  const removed = new Set<Node>();
  /** The chain's last node → what replaces the chain there. */
  const replacements = new Map<Node, Node[]>();
  const replacedConstants = new Map<Node, Node>();
  let folded = 0;
  let swishes = 0;
  /** `x · clip(x + 3, 0, 6) / 6` written out after `x`, with the clip's bounds as attributes (opset < 11) or inputs. */
  const hardSwishAfter = (x: string) => {
    const users = consumers.get(x) ?? [];
    const plus3 = users.find((n) => n.op === 'Add' && operand(n, x) === 3);
    const clip = plus3 && only(plus3.outputs[0] as string, 'Clip');
    if (!plus3 || !clip) return undefined;
    const bounds =
      clip.inputs.length === 1
        ? [floatAttribute(clip, 'min'), floatAttribute(clip, 'max')]
        : [scalar(clip.inputs[1]), scalar(clip.inputs[2])];
    if (bounds[0] !== 0 || bounds[1] !== 6) return undefined;
    const product = only(clip.outputs[0] as string, 'Mul');
    if (!product || users.length !== 2 || !users.includes(product) || !product.inputs.includes(x)) return undefined;
    const div = only(product.outputs[0] as string, 'Div');
    if (!div || div.inputs[0] !== product.outputs[0] || scalar(div.inputs[1]) !== 6) return undefined;
    return { plus3, clip, product, div };
  };
  for (const conv of nodes) {
    if (conv.op !== 'Conv' || conv.outputs.length !== 1) continue;
    const c = conv.outputs[0] as string;
    const scale1 = only(c, 'Mul');
    const s1 = scale1 && operand(scale1, c);
    const bias1 = scale1 && only(scale1.outputs[0] as string, 'Add');
    const t1 = bias1 && operand(bias1, scale1?.outputs[0] as string);
    if (!scale1 || !bias1 || s1 === undefined || t1 === undefined) continue;
    const a = bias1.outputs[0] as string;
    const swish = hardSwishAfter(a);
    const h = swish?.div.outputs[0] as string;
    const scale2 = swish && only(h, 'Mul');
    const s2 = scale2 && operand(scale2, h);
    const bias2 = scale2 && only(scale2.outputs[0] as string, 'Add');
    const t2Name = bias2?.inputs.find((i) => i !== scale2?.outputs[0]);
    const t2 = bias2 && operand(bias2, scale2?.outputs[0] as string);
    const post =
      scale2 && bias2 && s2 !== undefined && s2 !== 0 && t2 !== undefined && t2Name
        ? { scale2, bias2, s2, t2Name }
        : undefined;

    const weightNode = producer.get(conv.inputs[1] ?? '');
    const weights = weightNode && constantTensor(weightNode);
    const biasNode = conv.inputs[2] === undefined ? undefined : producer.get(conv.inputs[2]);
    const bias = biasNode && constantTensor(biasNode);
    if (!weightNode || !weights || (consumers.get(conv.inputs[1] as string) ?? []).length !== 1) continue;
    if (conv.inputs[2] !== undefined && (!biasNode || !bias || (consumers.get(conv.inputs[2]) ?? []).length !== 1))
      continue;
    const channels = weights.dims[0] ?? 0;
    if (channels <= 0 || !Number.isInteger(weights.values.length / channels)) continue;
    if (bias && bias.values.length !== channels) continue;

    const s = post ? post.s2 : 1;
    const scale = Math.fround(s1 * s);
    const shift = Math.fround(t1 * s);
    const newWeights = weights.values.map((w) => w * scale);
    const newBias = new Float32Array(channels).map((_, m) =>
      Math.fround(Math.fround((bias?.values[m] ?? 0) * scale) + shift),
    );
    // Without hard-swish after it, the convolution writes the affine's output itself.
    const output = swish ? c : a;
    const biasName = conv.inputs[2] ?? `${output}.folded_bias`;
    const fusedConv = withIo(conv, [...conv.inputs.slice(0, 2), biasName], [output]);
    replacedConstants.set(weightNode, constantNode(conv.inputs[1] as string, newWeights, weights.dims));
    if (biasNode) replacedConstants.set(biasNode, constantNode(biasName, newBias, bias?.dims ?? [channels]));
    replacements.set(conv, [...(biasNode ? [] : [constantNode(biasName, newBias, [channels])]), fusedConv]);
    removed.add(scale1);
    removed.add(bias1);
    folded++;
    if (!swish) continue;

    const { plus3, clip, product, div } = swish;
    const gate = clip.outputs[0] as string;
    const chain = [plus3, clip, product, div, ...(post ? [post.scale2, post.bias2] : [])];
    for (const n of chain) removed.add(n);
    replacements.set(chain.at(-1) as Node, [
      encodeNode('HardSigmoid', [c], [gate], { alpha: 1 / (6 * s), beta: 0.5 }),
      ...(post
        ? [
            encodeNode('Mul', [c, gate], [product.outputs[0] as string]),
            encodeNode('Add', [product.outputs[0] as string, post.t2Name], [post.bias2.outputs[0] as string]),
          ]
        : [encodeNode('Mul', [c, gate], [h])]),
    ]);
    swishes++;
  }
  if (folded === 0) return { nodes, folded, swishes };

  const out: Node[] = [];
  for (const node of nodes) {
    const replacement = replacements.get(node);
    if (replacement) out.push(...replacement);
    else if (!removed.has(node)) out.push(replacedConstants.get(node) ?? node);
  }
  // Constants only the removed nodes read (3, 6, the scales and biases folded in) are dropped.
  const read = new Set(out.flatMap((n) => n.inputs));
  const kept = out.filter((n) => n.op !== 'Constant' || n.outputs.some((o) => read.has(o)));
  return { nodes: kept, folded, swishes };
}

function withIo(node: Node, inputs: string[], outputs: string[]): Node {
  const fields = readFields(readFields(node.encoded)[0]?.bytes ?? new Uint8Array());
  const body = concat([
    ...inputs.map((i) => stringField(NODE.input, i)),
    ...outputs.map((o) => stringField(NODE.output, o)),
    ...fields.filter((f) => f.no !== NODE.input && f.no !== NODE.output).map((f) => f.encoded),
  ]);
  return toNode(readFields(bytesField(GRAPH_NODE, body))[0] as Field);
}
