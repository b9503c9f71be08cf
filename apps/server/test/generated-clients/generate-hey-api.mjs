// Generates a @hey-api/openapi-ts client: node generate-hey-api.mjs <openapi.json> <output folder>.
// The generator drives TypeScript's JS API, which the repository's TypeScript 7 (native) does not have: it
// gets the TypeScript 5 that openapi-typescript already brings.
import { createRequire, registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const typescript = pathToFileURL(
  createRequire(require.resolve('openapi-typescript')).resolve('typescript'),
).href;
registerHooks({
  resolve: (specifier, context, next) => next(specifier === 'typescript' ? typescript : specifier, context),
});

const [input, output] = process.argv.slice(2);
const { createClient } = await import('@hey-api/openapi-ts');
await createClient({
  input,
  output,
  plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
  logs: { level: 'silent' },
});
