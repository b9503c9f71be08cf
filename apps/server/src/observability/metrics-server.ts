import { createServer, type Server } from 'node:http';
import { registry } from './metrics.ts';
import { mayReadMetrics } from './metrics-access.ts';

/**
 * A worker has no HTTP server of its own; with METRICS_PORT set it answers `GET /metrics` there, so its
 * jobs, pages, webhook sends and memory can be scraped like a web process, and `GET /healthz` for an
 * orchestrator's liveness probe. Nothing else.
 */
export async function startMetricsServer(port: number, host: string, token: string | null): Promise<Server> {
  const server = createServer((req, res) => {
    const pathname = req.url?.split('?')[0];
    if (req.method === 'GET' && pathname === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    if (req.method !== 'GET' || pathname !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    if (!mayReadMetrics(req, token)) {
      res.writeHead(token ? 401 : 403, token ? { 'www-authenticate': 'Bearer' } : {}).end();
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}
