import {
  constantNode,
  indexGraph,
  intsAttribute,
  type Node,
  node,
  replaceNodes,
  stringAttribute,
  withIo,
} from './onnx-graph.ts';

/**
 * A scalar `Add` right before a convolution (the second learnable bias of PP-LCNetV3's blocks, left
 * after `fuseHardSwish`) is the one op between two convolutions that onnxruntime's blocked (NCHWc)
 * layout cannot take: it converts the tensor out of that layout and back around it, two more passes
 * over it. A pointwise convolution (1×1, no padding) takes the bias in its own: `W·(x + t) + b =
 * W·x + (b + t·ΣW)`. Before any other convolution the `Add` becomes a depthwise 1×1 convolution with
 * weight 1 and bias `t`, which stays in the blocked layout and computes `x + t` exactly.
 */
export function foldTrailingBiases(nodes: readonly Node[]): {
  nodes: Node[];
  folded: number;
  converted: number;
} {
  const { producer, only, ownedConstant, operand } = indexGraph(nodes);
  const replacements = new Map<Node, Node[]>();
  let folded = 0;
  let converted = 0;

  /** Output channels of the 2-D convolution `name` comes from through element-wise ops, if any. */
  const channelsOf = (name: string): number | undefined => {
    let at = producer.get(name);
    for (let hop = 0; at && hop < 4; hop++) {
      if (at.op === 'Conv') {
        // The 1×1 replacement is a 2-D convolution: only after one.
        const dims = ownedConstant(at.inputs[1])?.tensor.dims;
        return dims?.length === 4 ? dims[0] : undefined;
      }
      if (!['Mul', 'Add', 'HardSigmoid', 'Relu'].includes(at.op)) return undefined;
      at = at.inputs.map((i) => producer.get(i)).find((p) => p && p.op !== 'Constant');
    }
    return undefined;
  };

  for (const add of nodes) {
    if (add.op !== 'Add' || add.outputs.length !== 1) continue;
    const x = add.inputs.find((i) => operand(add, i) !== undefined);
    const t = x === undefined ? undefined : operand(add, x);
    const conv = only(add.outputs[0], 'Conv');
    if (x === undefined || t === undefined || !conv || conv.inputs[0] !== add.outputs[0]) continue;
    const weights = ownedConstant(conv.inputs[1]);
    const bias = ownedConstant(conv.inputs[2]);
    if (weights && (conv.inputs[2] === undefined || bias) && isPointwise(conv, weights.tensor.dims)) {
      const channels = weights.tensor.dims[0] as number;
      const perChannel = weights.tensor.values.length / channels;
      const newBias = new Float32Array(channels).map((_, m) => {
        let sum = 0;
        for (let k = m * perChannel; k < (m + 1) * perChannel; k++) sum += weights.tensor.values[k] as number;
        return Math.fround((bias?.tensor.values[m] ?? 0) + Math.fround(t * sum));
      });
      const biasName = conv.inputs[2] ?? `${conv.outputs[0]}.folded_bias`;
      const reading = withIo(conv, [x, conv.inputs[1] as string, biasName], conv.outputs);
      if (bias) replacements.set(bias.node, [constantNode(biasName, newBias, bias.tensor.dims)]);
      replacements.set(conv, [...(bias ? [] : [constantNode(biasName, newBias, [channels])]), reading]);
      replacements.set(add, []);
      folded++;
      continue;
    }
    const channels = channelsOf(x);
    if (!channels) continue;
    const out = add.outputs[0] as string;
    replacements.set(add, [
      constantNode(`${out}.ones`, new Float32Array(channels).fill(1), [channels, 1, 1, 1]),
      constantNode(`${out}.shift`, new Float32Array(channels).fill(t), [channels]),
      node('Conv', [x, `${out}.ones`, `${out}.shift`], [out], {
        group: { int: channels },
        kernel_shape: { ints: [1, 1] },
      }),
    ]);
    converted++;
  }
  return { nodes: folded || converted ? replaceNodes(nodes, replacements) : [...nodes], folded, converted };
}

function isPointwise(conv: Node, weightDims: readonly number[]): boolean {
  const autoPad = stringAttribute(conv, 'auto_pad');
  if (autoPad !== undefined && autoPad !== 'NOTSET') return false;
  const pads = intsAttribute(conv, 'pads') ?? [];
  return weightDims.length === 4 && weightDims.slice(2).every((d) => d === 1) && pads.every((p) => p === 0);
}
