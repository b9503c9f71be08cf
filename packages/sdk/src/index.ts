export {
  type ClientOptions,
  createClient,
  type DocReadClient,
  type FileInput,
  type ProcessAsyncInput,
  type ProcessOptions,
} from './client.ts';
export { DocReadError, WebhookVerificationError } from './errors.ts';
export type * from './types.ts';
export { callbackSecretForApiKey, verifyWebhook } from './verify-webhook.ts';
