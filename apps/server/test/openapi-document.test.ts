import { readFile } from 'node:fs/promises';
import { WEBHOOK_PAYLOAD_TYPES } from '@docread/contracts';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableDocument } from '../src/http/openapi/stable-document.ts';
import type { TestServer } from '../test-support/start-test-server.ts';
import { startServer } from './support.ts';

type Json = Record<string, any>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

describe('the OpenAPI document', () => {
  let server: TestServer;
  let text: string;
  let doc: Json;
  beforeAll(async () => {
    server = await startServer();
    text = await (await fetch(`${server.url}/api/openapi.json`)).text();
    doc = JSON.parse(text);
  });
  afterAll(() => server?.close());

  const operations = () =>
    Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method] as Json })),
    );

  it('is valid OpenAPI 3.1 by a real validator, and small', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(text.length).toBeLessThan(200_000);
  });

  it('names every operation once and its shared shapes as components', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/v3/jobs'].get.operationId).toBe('listJobs');
    for (const name of ['JobResult', 'JobList', 'AcceptedJob', 'Problem', 'DocumentResult', 'WebhookPayload'])
      expect(doc.components.schemas, name).toHaveProperty([name]);
    expect(doc.paths['/v3/process'].post.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/JobResult',
    });
  });

  it('describes every error answer as application/problem+json', () => {
    for (const { path, method, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
        if (Number(status) < 400) continue;
        expect(Object.keys(response.content ?? {}), `${method} ${path} ${status}`).toEqual([
          'application/problem+json',
        ]);
      }
    }
  });

  it('gives downloads their media types', () => {
    const content = doc.paths['/v3/results/{jobId}'].get.responses['200'].content;
    expect(Object.keys(content)).toEqual(
      expect.arrayContaining([
        'application/json',
        'text/csv',
        'application/pdf',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ]),
    );
    expect(content['text/csv'].schema).toEqual({ type: 'string', format: 'binary' });
  });

  it('documents every webhook event and both ways to authenticate', () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_PAYLOAD_TYPES].sort());
    expect(doc.webhooks.processing_completed.post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/WebhookPayload',
    });
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearerAuth', 'sessionCookie']);
    expect(doc.paths['/v3/jobs'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/documents'].get.security).toEqual([{ sessionCookie: [] }]);
  });

  it("is the copy the SDK's types are generated from (`npm run openapi` refreshes it)", async () => {
    const committed = await readFile(
      new URL('../../../packages/sdk/openapi.gen.json', import.meta.url),
      'utf8',
    );
    expect(committed === stableDocument(doc), 'run `npm run openapi`').toBe(true);
  });
});
