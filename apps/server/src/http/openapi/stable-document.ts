/** The committed copy's server address, so the copy does not change with each test server's port. */
export const DOCUMENTED_SERVER = 'https://docread.example.com';

/** The document as committed for the SDK (packages/sdk/openapi.gen.json): the same but for its server. */
export function stableDocument(document: Record<string, unknown>): string {
  return `${JSON.stringify({ ...document, servers: [{ url: DOCUMENTED_SERVER }] }, null, 2)}\n`;
}
