import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@docread/contracts';
import { z } from 'zod';

const feedSchema = z.object({
  title: z.string(),
  description: z.string(),
  items: z.array(
    z.object({
      path: z.string().startsWith('/'),
      title: z.string(),
      description: z.string(),
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      author: z.string(),
      category: z.string(),
    }),
  ),
});

/** What the web build's prerenderer wrote (apps/web/scripts/prerender.ts): the public site's pages and feeds. */
const siteManifestSchema = z.object({
  pages: z.array(
    z.object({ path: z.string().startsWith('/'), indexed: z.boolean(), lastModified: z.string().optional() }),
  ),
  /** Old paths (without language) and where they moved. */
  moved: z.record(z.string(), z.string()),
  feeds: z.object(
    Object.fromEntries(LOCALES.map((l) => [l, feedSchema])) as Record<
      (typeof LOCALES)[number],
      typeof feedSchema
    >,
  ),
});

export type SiteManifest = z.infer<typeof siteManifestSchema>;

/** The manifest of a web build, or null for a build without prerendered pages. */
export function loadSiteManifest(webDistDir: string): SiteManifest | null {
  let text: string;
  try {
    text = readFileSync(path.join(webDistDir, 'site-manifest.json'), 'utf8');
  } catch {
    return null;
  }
  return siteManifestSchema.parse(JSON.parse(text));
}
