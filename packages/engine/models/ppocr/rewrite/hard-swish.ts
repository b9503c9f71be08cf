import {
  constantNode,
  floatAttribute,
  indexGraph,
  type Node,
  node,
  replaceNodes,
  withIo,
} from './onnx-graph.ts';

/**
 * PP-OCRv4's models (PP-LCNetV3, exported by paddle2onnx) follow each convolution with a learnable
 * scale and bias (`Mul`, `Add`), and most of them with hard-swish written out as
 * `x · clip(x + 3, 0, 6) / 6` (`Add`, `Clip`, `Mul`, `Div`) and a second learnable scale and bias (`Mul`,
 * `Add`): up to eight element-wise passes over the tensor that onnxruntime does not fuse, about half of
 * the recogniser's CPU (docs/decisions/0279-pp-ocr-s-graphs-are-rewritten-at-build-time.md).
 *
 * With `a = s1·conv + t1`, such a block computes `s2 · a · clip(a + 3, 0, 6) / 6 + t2`. With
 * `a' = s2 · a`, a convolution with weights `s1·s2·W` and bias `s2·(s1·b + t1)`, that is
 * `a' · HardSigmoid(a'; alpha 1/(6·s2), beta 1/2) + t2`: three passes. A scale and bias with no
 * hard-swish after them go into the convolution alone. The result differs from the original only by
 * float rounding; blocks of any other shape are left as they are.
 */
export function fuseHardSwish(nodes: readonly Node[]): { nodes: Node[]; folded: number; swishes: number } {
  const { only, ownedConstant, scalar, operand, readers } = indexGraph(nodes);
  const replacements = new Map<Node, Node[]>();
  let folded = 0;
  let swishes = 0;

  /** `x · clip(x + 3, 0, 6) / 6` after `x`, the clip's bounds as attributes (opset < 11) or inputs. */
  const hardSwishAfter = (x: string) => {
    const users = readers(x);
    const plus3 = users.find((n) => n.op === 'Add' && operand(n, x) === 3);
    const clip = only(plus3?.outputs[0], 'Clip');
    if (!plus3 || !clip) return undefined;
    const bounds =
      clip.inputs.length === 1
        ? [floatAttribute(clip, 'min'), floatAttribute(clip, 'max')]
        : [scalar(clip.inputs[1]), scalar(clip.inputs[2])];
    if (bounds[0] !== 0 || bounds[1] !== 6) return undefined;
    const product = only(clip.outputs[0], 'Mul');
    if (!product || users.length !== 2 || !users.includes(product) || !product.inputs.includes(x))
      return undefined;
    const div = only(product.outputs[0], 'Div');
    if (!div || div.inputs[0] !== product.outputs[0] || scalar(div.inputs[1]) !== 6) return undefined;
    return {
      chain: [plus3, clip, product, div],
      gate: clip.outputs[0] as string,
      out: div.outputs[0] as string,
    };
  };
  /** A scalar `Mul` then a scalar `Add` after `x`. */
  const affineAfter = (x: string | undefined) => {
    const scale = only(x, 'Mul');
    const s = scale && operand(scale, x as string);
    const shift = only(scale?.outputs[0], 'Add');
    const t = shift && operand(shift, scale?.outputs[0] as string);
    if (!scale || !shift || s === undefined || t === undefined) return undefined;
    const tName = shift.inputs.find((i) => i !== scale.outputs[0]) as string;
    return { chain: [scale, shift], s, t, tName, out: shift.outputs[0] as string };
  };

  for (const conv of nodes) {
    if (conv.op !== 'Conv' || conv.outputs.length !== 1) continue;
    const c = conv.outputs[0] as string;
    const first = affineAfter(c);
    if (!first) continue;
    const weights = ownedConstant(conv.inputs[1]);
    const bias = ownedConstant(conv.inputs[2]);
    if (!weights || (conv.inputs[2] !== undefined && !bias)) continue;
    const channels = weights.tensor.dims[0] ?? 0;
    if (channels <= 0 || (bias && bias.tensor.values.length !== channels)) continue;
    const swish = hardSwishAfter(first.out);
    const second = swish && affineAfter(swish.out);
    const post = second && second.s !== 0 ? second : undefined;

    const s2 = post?.s ?? 1;
    const scale = Math.fround(first.s * s2);
    const shift = Math.fround(first.t * s2);
    const newBias = new Float32Array(channels).map((_, m) =>
      Math.fround(Math.fround((bias?.tensor.values[m] ?? 0) * scale) + shift),
    );
    // Without hard-swish after it, the convolution writes the affine's output itself.
    const output = swish ? c : first.out;
    const biasName = conv.inputs[2] ?? `${output}.folded_bias`;
    const fused = withIo(conv, [conv.inputs[0] as string, conv.inputs[1] as string, biasName], [output]);
    const weightsName = conv.inputs[1] as string;
    replacements.set(weights.node, [
      constantNode(
        weightsName,
        weights.tensor.values.map((w) => w * scale),
        weights.tensor.dims,
      ),
    ]);
    if (bias) replacements.set(bias.node, [constantNode(biasName, newBias, bias.tensor.dims)]);
    replacements.set(conv, [...(bias ? [] : [constantNode(biasName, newBias, [channels])]), fused]);
    for (const n of first.chain) replacements.set(n, []);
    folded++;
    if (!swish) continue;

    const chain = [...swish.chain, ...(post?.chain ?? [])];
    for (const n of chain) replacements.set(n, []);
    const gated = post ? `${swish.out}.gated` : swish.out;
    replacements.set(chain.at(-1) as Node, [
      node('HardSigmoid', [c], [swish.gate], { alpha: { float: 1 / (6 * s2) }, beta: { float: 0.5 } }),
      node('Mul', [c, swish.gate], [gated]),
      ...(post ? [node('Add', [gated, post.tName], [post.out])] : []),
    ]);
    swishes++;
  }
  return { nodes: folded ? replaceNodes(nodes, replacements) : [...nodes], folded, swishes };
}
