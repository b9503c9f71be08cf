import type { V3Paths } from './types.js';

/**
 * Types of the generated OpenAPI paths that the client's calls are written against: a path, method,
 * query or answer the server no longer has fails the type check (`npm run check`).
 */
type Operation<P extends keyof V3Paths, M extends keyof V3Paths[P]> = NonNullable<V3Paths[P][M]>;

export type JsonAnswer<P extends keyof V3Paths, M extends keyof V3Paths[P], S extends number> =
  Operation<P, M> extends { responses: { [status in S]: { content: { 'application/json': infer T } } } }
    ? T
    : never;

export type Query<P extends keyof V3Paths, M extends keyof V3Paths[P]> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

export type MultipartBody<P extends keyof V3Paths, M extends keyof V3Paths[P]> =
  Operation<P, M> extends { requestBody?: { content: { 'multipart/form-data': infer B } } } ? B : never;
