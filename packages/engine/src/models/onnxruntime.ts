/**
 * onnxruntime-node, loaded with its telemetry off. Its Linux build (1.30) otherwise keeps a device id and
 * a database of usage events under `~/.cache/Microsoft/DeveloperTools/.onnxruntime`, leaves an empty
 * `mat-debug-<pid>.log` in the temp folder for every process that loads it, and is built to upload the
 * events over HTTPS: a customer's documents are read on their own machine, and nothing of it leaves it
 * (docs/decisions/0355-onnxruntime-telemetry-off.md). The library reads the switch when it loads, so
 * every use goes through here.
 */
export async function onnxRuntime(): Promise<typeof import('onnxruntime-node')> {
  process.env.ORT_DISABLE_TELEMETRY ??= '1';
  return await import('onnxruntime-node');
}
