import { LOCALES } from '@docread/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createPageReader, pageEncoding, resolveSitePath, visitorLocale } from '../../http/spa.ts';
import { blogFeedXml, robotsTxt, sitemapXml } from './site-documents.ts';
import { loadSiteManifest } from './site-manifest.ts';

/**
 * The public site: prerendered pages under `/he` and `/en`, redirects from `/` and old addresses,
 * the 404 page, `/sitemap.xml`, `/robots.txt` and each language's blog feed. Registered only when the
 * web build has prerendered pages.
 */
export const siteRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app.deps;
  const manifest = loadSiteManifest(config.webDistDir);
  if (!manifest) return;
  const origin = config.publicUrl.replace(/\/$/, '');
  const readPage = createPageReader(config.webDistDir, origin);
  const hide = { schema: { hide: true } };

  app.get('/sitemap.xml', hide, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(sitemapXml(manifest, origin)),
  );
  app.get('/robots.txt', hide, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(robotsTxt(origin)),
  );
  for (const locale of LOCALES) {
    app.get(`/${locale}/blog/feed.xml`, hide, async (_request, reply) =>
      reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(blogFeedXml(manifest, origin, locale)),
    );
  }

  const sitePage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (/^\/(api|v3)(\/|$|\?)/.test(request.url)) return reply.callNotFound();
    const answer = resolveSitePath(manifest, request.url, () =>
      visitorLocale(request.headers.cookie, request.headers['accept-language']),
    );
    const origins = { site: origin, request: `${request.protocol}://${request.host}` };
    reply.header('cache-control', 'no-cache');
    switch (answer.kind) {
      case 'redirect':
        // `/` and old addresses depend on the visitor's remembered or preferred language.
        return reply.header('vary', 'Cookie, Accept-Language').redirect(answer.location, answer.status);
      case 'app':
        return reply.sendFile('index.html');
      case 'page':
      case 'not-found': {
        const encoding = pageEncoding(request.headers['accept-encoding']);
        const file = answer.kind === 'page' ? answer.file : `${answer.locale}/404.html`;
        const body = await readPage(file, origins, encoding);
        reply
          .status(answer.kind === 'page' ? 200 : 404)
          .type('text/html; charset=utf-8')
          .header('vary', 'Accept-Encoding');
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(body);
      }
    }
  };
  app.get('/', hide, sitePage);
  app.get('/*', hide, sitePage);
};
