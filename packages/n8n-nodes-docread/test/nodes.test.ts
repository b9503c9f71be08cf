import type {
  IBinaryData,
  ICredentialType,
  IDataObject,
  IExecuteFunctions,
  IHttpRequestOptions,
  INodeExecutionData,
  IWebhookFunctions,
} from 'n8n-workflow';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiKeyWithSecret,
  FAST_PIPELINE_ENV,
  type ReceivedHook,
  startReceiver,
} from '../../../apps/server/test/pipeline-support.ts';
import { startServer, uniqueEmail } from '../../../apps/server/test/support.ts';
import { createApprovedUser, type TestServer } from '../../../apps/server/test-support/start-test-server.ts';
import { DocReadApi } from '../credentials/DocReadApi.credentials.ts';
import { DocRead } from '../nodes/DocRead/DocRead.node.ts';
import { DocReadTrigger } from '../nodes/DocReadTrigger/DocReadTrigger.node.ts';

/**
 * n8n's request helper, as far as these nodes use it: the credential type's generic `authenticate` headers
 * (its `={{$credentials.x}}` expressions resolved), `qs`, a FormData or JSON body, `json: true` parsing, and a
 * throw on a non-2xx answer as axios does.
 */
async function httpRequestWithAuthentication(
  credentialType: ICredentialType,
  credentials: Record<string, string>,
  options: IHttpRequestOptions,
): Promise<unknown> {
  const resolve = (text: string) =>
    text
      .replace(/^=/, '')
      .replace(/\{\{\s*\$credentials\.(\w+)\s*\}\}/g, (_, key: string) => credentials[key]!);
  const authenticate = credentialType.authenticate as { properties: { headers: Record<string, string> } };
  const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
  for (const [name, value] of Object.entries(authenticate.properties.headers)) headers[name] = resolve(value);
  const url = new URL(options.url);
  for (const [key, value] of Object.entries(options.qs ?? {})) url.searchParams.set(key, String(value));
  const res = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body as FormData | undefined,
  });
  const body = options.json ? await res.json() : await res.text();
  if (!res.ok) throw Object.assign(new Error(`Request failed with status code ${res.status}`), { body });
  return body;
}

interface FakeNode {
  parameters: Record<string, unknown>;
  items?: INodeExecutionData[];
  binary?: Record<string, { data: Buffer; info: IBinaryData }>;
}

/** The IExecuteFunctions a node's execute() reaches, one item per run. */
function executeFunctions(server: TestServer, apiKey: string, node: FakeNode): IExecuteFunctions {
  const credentials = { apiKey, baseUrl: `${server.url}/` };
  return {
    getCredentials: async () => credentials,
    getInputData: () => node.items ?? [{ json: {} }],
    getNodeParameter: (name: string, _item: number, fallback?: unknown) => node.parameters[name] ?? fallback,
    getNode: () => ({ id: 'node-1', name: 'DocRead', type: 'n8n-nodes-docread.docRead', typeVersion: 1 }),
    getExecutionId: () => `exec-${Date.now()}`,
    continueOnFail: () => false,
    helpers: {
      httpRequestWithAuthentication: (_type: string, options: IHttpRequestOptions) =>
        httpRequestWithAuthentication(new DocReadApi(), credentials, options),
      assertBinaryData: (_item: number, name: string) => node.binary![name]!.info,
      getBinaryDataBuffer: async (_item: number, name: string) => node.binary![name]!.data,
    },
  } as unknown as IExecuteFunctions;
}

/** The IWebhookFunctions the trigger reaches: a delivery as n8n's webhook server hands it over. */
function webhookFunctions(secret: string, hook: { headers: IDataObject; body: string }, events: string[]) {
  const answer: { status?: number; body?: unknown } = {};
  const response = {
    status(code: number) {
      answer.status = code;
      return response;
    },
    json(body: unknown) {
      answer.body = body;
      return response;
    },
  };
  const functions = {
    getCredentials: async () => ({ secret }),
    getNodeParameter: (name: string) => ({ events })[name],
    getHeaderData: () => hook.headers,
    getRequestObject: () => ({ rawBody: Buffer.from(hook.body), body: JSON.parse(hook.body) }),
    getResponseObject: () => response,
  } as unknown as IWebhookFunctions;
  return { functions, answer };
}

/** A receipt drawn for this test: big, clean text the engine reads. */
async function receiptPng(): Promise<Buffer> {
  const lines = ['Corner Cafe', 'RECEIPT', 'Receipt No: R-2231', 'Date: 03/11/2026', 'Total: 42.50'];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="360"><rect width="100%" height="100%" fill="white"/>${lines
    .map(
      (text, i) =>
        `<text x="40" y="${60 + i * 60}" font-family="DejaVu Sans" font-size="28" fill="black">${text}</text>`,
    )
    .join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('the n8n nodes against a DocRead server', () => {
  let server: TestServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let apiKey: string;
  let callbackSecret: string;
  let png: Buffer;
  beforeAll(async () => {
    server = await startServer(FAST_PIPELINE_ENV);
    receiver = await startReceiver();
    const cookie = await createApprovedUser(server, {
      email: uniqueEmail('n8n'),
      password: 'secret-pass-1',
      name: 'n8n',
    });
    ({ key: apiKey, callbackSecret } = await createApiKeyWithSecret(server, cookie, 'n8n'));
    png = await receiptPng();
  });
  afterAll(async () => {
    await receiver?.close();
    await server?.close();
  });

  const processNode = (wait: boolean, options: IDataObject = {}): FakeNode => ({
    parameters: { operation: 'process', binaryPropertyName: 'data', wait, options },
    binary: { data: { data: png, info: { data: '', mimeType: 'image/png', fileName: 'receipt.png' } } },
  });
  const run = async (node: FakeNode) =>
    (await new DocRead().execute.call(executeFunctions(server, apiKey, node)))[0]!.map((item) => item.json);

  let jobId: string;
  it('processes a binary input and waits for the result', async () => {
    const [result] = await run(processNode(true, { documentType: 'receipt', languageHint: 'en' }));
    expect(result).toMatchObject({ status: 'completed', jobId: expect.any(String), documentType: 'receipt' });
    expect(JSON.stringify(result)).toContain('42.50');
    jobId = result!.jobId as string;
  });

  it('gets the result of that job', async () => {
    const [result] = await run({ parameters: { operation: 'getResult', jobId } });
    expect(result).toMatchObject({ jobId, status: 'completed' });
  });

  let delivered: { headers: IDataObject; body: string };
  it('queues a document, and its signed callback starts the trigger', async () => {
    const [accepted] = await run(processNode(false, { webhookUrl: receiver.url }));
    expect(accepted).toMatchObject({ status: 'pending', jobId: expect.any(String) });
    delivered = await waitForEvent(receiver, accepted!.jobId as string, 'processing_completed');
    const { functions } = webhookFunctions(callbackSecret, delivered, ['processing_completed']);
    const answer = await new DocReadTrigger().webhook.call(functions);
    expect(answer.workflowData?.[0]?.[0]?.json).toMatchObject({
      type: 'processing_completed',
      jobId: accepted!.jobId,
      status: 'completed',
      summary: { documentName: 'receipt' },
    });

    const dropped = webhookFunctions(callbackSecret, delivered, ['processing_failed']);
    const droppedAnswer = await new DocReadTrigger().webhook.call(dropped.functions);
    expect(droppedAnswer.workflowData).toBeUndefined();
    expect(droppedAnswer.webhookResponse).toEqual({ received: true, ignored: 'processing_completed' });
  });

  it('refuses a wrong signature and a changed body with 401, starting nothing', async () => {
    const forged = webhookFunctions(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, delivered, [
      'processing_completed',
    ]);
    expect(await new DocReadTrigger().webhook.call(forged.functions)).toEqual({ noWebhookResponse: true });
    expect(forged.answer).toEqual({
      status: 401,
      body: { error: 'invalid_signature', reason: 'bad_signature' },
    });

    const changed = webhookFunctions(
      callbackSecret,
      { ...delivered, body: delivered.body.replace('"completed"', '"failed"') },
      ['processing_completed'],
    );
    expect(await new DocReadTrigger().webhook.call(changed.functions)).toEqual({ noWebhookResponse: true });
    expect(changed.answer.status).toBe(401);
  });

  it('answers a wrong key with the server problem as the node error', async () => {
    const stranger = new DocRead().execute.call(
      executeFunctions(server, `ocr_${'0'.repeat(64)}`, { parameters: { operation: 'listJobs', limit: 1 } }),
    );
    await expect(stranger).rejects.toThrow(/401|Authorization failed/);
  });
});

describe('listing jobs with the n8n node', () => {
  let server: TestServer;
  let apiKey: string;
  // No OCR workers: the 101 submissions only need to be stored, and 101 is past the server's page of 100.
  beforeAll(async () => {
    server = await startServer({ DEFAULT_PLAN: 'unlimited', API_RATE_LIMIT_PER_MINUTE: '1000' });
    const cookie = await createApprovedUser(server, {
      email: uniqueEmail('n8n-list'),
      password: 'secret-pass-1',
      name: 'n8n',
    });
    ({ key: apiKey } = await createApiKeyWithSecret(server, cookie, 'n8n'));
  });
  afterAll(() => server?.close());

  it('submits one job per input item and lists them all, following nextCursor', async () => {
    const png = await receiptPng();
    const items = Array.from({ length: 101 }, () => ({ json: {} }));
    const submitted = await new DocRead().execute.call(
      executeFunctions(server, apiKey, {
        parameters: { operation: 'process', binaryPropertyName: 'data', wait: false, options: {} },
        items,
        binary: { data: { data: png, info: { data: '', mimeType: 'image/png', fileName: 'scan.png' } } },
      }),
    );
    const jobIds = submitted[0]!.map((item) => item.json.jobId);
    expect(new Set(jobIds).size).toBe(101);

    const list = async (parameters: Record<string, unknown>) =>
      (await new DocRead().execute.call(executeFunctions(server, apiKey, { parameters })))[0]!.map(
        (item) => item.json.jobId,
      );
    const all = await list({ operation: 'listJobs', returnAll: true });
    expect(all).toEqual([...jobIds].reverse());
    expect(await list({ operation: 'listJobs', returnAll: false, limit: 2 })).toEqual(all.slice(0, 2));
    expect(await list({ operation: 'listJobs', returnAll: false, limit: 100 + 1 })).toEqual(all);
  });
});

/** The receiver's delivery of `type` for `jobId`, as the server sent it (headers and raw body). */
async function waitForEvent(
  receiver: Awaited<ReturnType<typeof startReceiver>>,
  jobId: string,
  type: string,
): Promise<{ headers: IDataObject; body: string }> {
  const matches = (hook: ReceivedHook) => {
    const event = JSON.parse(hook.body) as { jobId: string; type: string };
    return event.jobId === jobId && event.type === type;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    const hook = receiver.received.find(matches);
    if (hook) return { headers: hook.headers as IDataObject, body: hook.body };
    if (Date.now() > deadline) throw new Error(`no ${type} delivery for ${jobId}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
