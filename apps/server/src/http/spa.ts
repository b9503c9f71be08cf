import { existsSync } from 'node:fs';
import path from 'node:path';

/** GETs outside `/api` and `/v3` belong to the web app's router: they get index.html. */
export function isSpaRequest(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0]!;
  return !/^\/(api|v3)(\/|$)/.test(pathname);
}

export function hasWebBuild(dir: string): boolean {
  return existsSync(path.join(dir, 'index.html'));
}

/** Hashed assets never change under one name; everything else is revalidated. */
export function cacheControlFor(filePath: string): string {
  return filePath.includes(`${path.sep}assets${path.sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}
