const VERBS: Record<string, string> = {
  get: 'get',
  post: 'create',
  put: 'put',
  patch: 'update',
  delete: 'delete',
};

const pascal = (word: string) =>
  word
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/**
 * A stable operationId from the method and path, for routes that name none themselves:
 * `GET /api/documents/{id}/result` becomes `getDocumentsByIdResult`.
 */
export function operationIdFor(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .map((segment) => (segment.startsWith('{') ? `By${pascal(segment.slice(1, -1))}` : pascal(segment)));
  return `${VERBS[method] ?? method}${words.join('')}`;
}
