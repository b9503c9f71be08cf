/**
 * The API keys (`api_keys`) as other features read and change them: they call these rather than query the
 * table (ARCHITECTURE.md, "Tables").
 */
export { apiKeyHash, apiKeyNames, countKeys, findKeyByHash, touchKey } from './api-keys.repository.ts';
