import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the `stripe` client made: its path, form fields (`a[b][0]` keys as sent) and authorization. */
export interface StripeCall {
  method: string;
  path: string;
  form: Record<string, string>;
  authorization: string | undefined;
}

export interface StripeStandIn {
  /** `http://127.0.0.1:<port>`, for STRIPE_API_URL. */
  url: string;
  calls: StripeCall[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A loopback stand-in for the two Stripe API calls the server makes (Checkout Session, customer portal
 * session): answers as Stripe documents them, and keeps what was asked so tests can check it. Anything else
 * answers Stripe's 404 error shape.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const calls: StripeCall[] = [];
  let sessions = 0;
  const server = createServer(async (request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    calls.push({ method: request.method ?? '', path, form, authorization: request.headers.authorization });
    sessions += 1;
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${sessions}` });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'POST' && path === '/v1/checkout/sessions')
      return answer(200, {
        id: `cs_test_${sessions}`,
        object: 'checkout.session',
        mode: form.mode,
        client_reference_id: form.client_reference_id ?? null,
        url: `https://checkout.stripe.test/c/pay/cs_test_${sessions}`,
      });
    if (request.method === 'POST' && path === '/v1/billing_portal/sessions')
      return answer(200, {
        id: `bps_${sessions}`,
        object: 'billing_portal.session',
        customer: form.customer,
        return_url: form.return_url,
        url: `https://billing.stripe.test/p/session/bps_${sessions}`,
      });
    return answer(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
