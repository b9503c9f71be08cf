import { PDFDocument, PDFName } from 'pdf-lib';

/** A deterministic pseudo-random sequence, so the file is the same on every run. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A PDF built to hurt a renderer: pages of tens of thousands of tiny filled paths with no text layer (so
 * they are rendered and read by OCR), and a page whose MediaBox is 200 inches square, which at OCR
 * resolution would need gigapixels. Built in the test itself, so no hostile file lives in the repository.
 */
export async function hostilePdf(
  options: { heavyPages?: number; pathsPerPage?: number } = {},
): Promise<Buffer> {
  const heavyPages = options.heavyPages ?? 2;
  const pathsPerPage = options.pathsPerPage ?? 60_000;
  const pdf = await PDFDocument.create();
  const next = sequence(42);
  const addContent = (size: [number, number], paths: number) => {
    const page = pdf.addPage(size);
    const ops: string[] = [];
    for (let i = 0; i < paths; i++) {
      const x = (next() * size[0]).toFixed(2);
      const y = (next() * size[1]).toFixed(2);
      const grey = next().toFixed(2);
      ops.push(`${grey} g ${x} ${y} m ${x} ${y} 0.8 0.8 re f`);
    }
    page.node.set(PDFName.of('Contents'), pdf.context.register(pdf.context.flateStream(ops.join('\n'))));
  };
  for (let p = 0; p < heavyPages; p++) addContent([595, 842], pathsPerPage);
  addContent([14_400, 14_400], pathsPerPage);
  return Buffer.from(await pdf.save());
}
