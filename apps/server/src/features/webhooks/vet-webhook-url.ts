import type { OutboundAllowlist } from '../../outbound/address-policy.ts';
import { OutboundError } from '../../outbound/outbound-error.ts';
import { vetUrl } from '../../outbound/safe-fetch.ts';
import { fieldError, invalid } from '../../shared/domain-errors.ts';

/**
 * A webhook or callback URL is vetted when it is given, not only when it is called: a private or local
 * address (unless the operator allow-lists it), literal or resolved, is refused with 400, so the delivery
 * machinery is never pointed at the server's own network. A name that does not resolve right now is
 * accepted (DNS may be down, or the receiver not live yet); every delivery vets it again.
 */
export async function vetWebhookUrl(
  url: string,
  allowlist: OutboundAllowlist,
  field = 'url',
  resolve?: (hostname: string) => Promise<string[]>,
): Promise<void> {
  try {
    await vetUrl(url, resolve ? { allowlist, resolve } : { allowlist });
  } catch (error) {
    if (error instanceof OutboundError && error.code === 'dns_failed') return;
    throw invalid([fieldError(field, 'validation.webhookUrlNotPublic')]);
  }
}
