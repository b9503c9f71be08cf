import { writeFile } from 'node:fs/promises';
import { stableDocument } from '../src/http/openapi/stable-document.ts';
import { startTestServer } from '../test-support/start-test-server.ts';

// Writes the OpenAPI document the SDK's types are generated from (`npm run openapi`).
const target = new URL('../../../packages/sdk/openapi.gen.json', import.meta.url);
const server = await startTestServer();
try {
  const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Record<string, unknown>;
  await writeFile(target, stableDocument(document));
} finally {
  await server.close();
}
