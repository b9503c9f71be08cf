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

  it('gives results and exports their own operations, and each request media type its own schema', () => {
    const result = doc.paths['/v3/results/{jobId}'].get.responses['200'];
    expect(Object.keys(result.content)).toEqual(['application/json']);
    const exported = doc.paths['/v3/results/{jobId}/export'].get;
    expect(exported.operationId).toBe('exportResult');
    expect(Object.keys(exported.responses['200'].content).sort()).toEqual([
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/csv',
    ]);
    expect(exported.responses['200'].content['text/csv'].schema).toEqual({
      type: 'string',
      format: 'binary',
    });
    expect(exported.responses['200'].headers).toHaveProperty(['Content-Disposition']);
    const asyncBody = doc.paths['/v3/process/async'].post.requestBody.content;
    expect(asyncBody['application/json'].schema.$ref).toMatch(/AsyncJobByUrl/);
    expect(asyncBody['multipart/form-data'].schema.$ref).toMatch(/ProcessUpload/);
    for (const path of ['/api/documents', '/api/try'])
      expect(Object.keys(doc.paths[path].post.requestBody.content), path).toEqual(['multipart/form-data']);
    expect(doc.paths['/v3/process/async'].post.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'idempotency-key', in: 'header' })]),
    );
  });

  it('declares security, a summary and only possible answers on every operation', () => {
    for (const { path, method, op } of operations()) {
      const name = `${method} ${path}`;
      expect(Array.isArray(op.security), name).toBe(true);
      expect(typeof op.summary === 'string' && op.summary.length > 0, name).toBe(true);
      const statuses = Object.keys(op.responses);
      // A body in another media type is refused: 415 wherever a body is taken.
      if (op.requestBody) expect(statuses, name).toContain('415');
      if (method === 'get')
        for (const impossible of ['402', '413', '415', '422'])
          expect(statuses, name).not.toContain(impossible);
    }
    for (const path of [
      '/api/auth/sign-in/email',
      '/api/auth/sign-up/email',
      '/api/auth/request-password-reset',
      '/api/auth/reset-password',
      '/api/auth/verify-email',
      '/api/auth/send-verification-email',
      '/api/try',
      '/api/leads',
    ]) {
      const op = doc.paths[path].post ?? doc.paths[path].get;
      expect(op.security, path).toEqual([]);
    }
    for (const path of ['/api/events', '/api/billing/usage.csv']) {
      const op = doc.paths[path].get;
      expect(op.security, path).toEqual([{ sessionCookie: [] }]);
      expect(op.responses, path).toHaveProperty(['401']);
    }
    expect(Object.keys(doc.paths['/api/events'].get.responses['200'].content)).toEqual(['text/event-stream']);
    expect(Object.keys(doc.paths['/api/billing/usage.csv'].get.responses['200'].content)).toEqual([
      'text/csv',
    ]);
  });

  it('declares the headers the /v3 answers carry', () => {
    const process = doc.paths['/v3/process'].post.responses;
    expect(Object.keys(process['202'].headers)).toEqual(
      expect.arrayContaining([
        'Location',
        'Retry-After',
        'RateLimit',
        'RateLimit-Policy',
        'Idempotent-Replayed',
      ]),
    );
    expect(Object.keys(process['429'].headers)).toEqual(expect.arrayContaining(['Retry-After', 'RateLimit']));
    expect(Object.keys(process['401'].headers)).toEqual(['WWW-Authenticate']);
    const result = doc.paths['/v3/results/{jobId}'].get.responses;
    expect(result['200'].headers).toHaveProperty(['ETag']);
    expect(result['304'].headers).toHaveProperty(['ETag']);
    for (const { path, method, op } of operations())
      if (op.responses['202'])
        expect(Object.keys(op.responses['202'].headers ?? {}), `${method} ${path}`).toEqual(
          expect.arrayContaining(['Location', 'Retry-After']),
        );
    for (const name of ['Location', 'ETag', 'Content-Disposition', 'WWW-Authenticate'])
      expect(doc.components.headers, name).toHaveProperty([name]);
  });

  it('documents every webhook event and both ways to authenticate', () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_PAYLOAD_TYPES].sort());
    expect(doc.webhooks.processing_completed.post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/WebhookPayload',
    });
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      'bearerAuth',
      'metricsToken',
      'sessionCookie',
      'twoFactorCookie',
    ]);
    // The delivery code's time limit (WEBHOOK_TIMEOUT_SECONDS, 10 s by default) is the one the spec states.
    expect(doc.webhooks.processing_completed.post.responses['200'].description).toMatch(/within 10 s/);
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
