export {
  type ClientOptions,
  createClient,
  type DocReadClient,
  type ProcessAsyncInput,
  type ProcessOptions,
} from './client.js';
export {
  APIError,
  AuthenticationError,
  ConflictError,
  ConnectionError,
  DocReadError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  TimeoutError,
  ValidationError,
  WebhookVerificationError,
} from './errors.js';
export type { PageRequest } from './pagination.js';
export type { RequestOptions } from './transport.js';
export type * from './types.js';
export type { FileInput, UploadNaming } from './upload.js';
export { callbackSecretForApiKey, verifyWebhook } from './verify-webhook.js';
