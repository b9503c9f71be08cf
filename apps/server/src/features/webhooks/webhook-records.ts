/**
 * The endpoints (`webhooks`) as other features read them: they call these rather than query the table
 * (ARCHITECTURE.md, "Tables").
 */
export { countWebhooks } from './webhooks.repository.ts';
