import type { Locale } from '@docread/contracts';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from './app/App.tsx';
import { type PageMeta, PageMetaCollector } from './app/head/page-meta.ts';
import { routes } from './app/routes.tsx';
import { allResources } from './i18n/all-resources.ts';
import { i18n, initI18n } from './i18n/index.ts';

export { headTags } from './app/head/head-tags.ts';
export { localizedPath } from './app/locale/paths.ts';
export { blogFeedItems } from './marketing/blog/feedItems.ts';
export { movedPaths, publicPages } from './marketing/sitePages.ts';

let started = false;

/** React's marks of a streamed part: its hidden block and the script that reveals it. */
const STREAMED = /hidden id="S:|\$RC|<template/;

export interface RenderedPage {
  html: string;
  meta: PageMeta;
  /** The translated strings the head needs beyond the page's own meta. */
  brand: string;
  feedTitle: string;
}

/** Renders one address of the public site to HTML, the way the browser will hydrate it. */
export async function render(url: string, locale: Locale): Promise<RenderedPage> {
  if (!started) {
    initI18n(locale, allResources);
    started = true;
  }
  await i18n.changeLanguage(locale);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender${url}`));
  if (context instanceof Response) throw new Error(`${url} redirects (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const collector: { meta: PageMeta | null } = { meta: null };
  const renderOnce = async () => {
    const { prelude } = await prerenderToNodeStream(
      <PageMetaCollector value={collector}>
        <App>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </PageMetaCollector>,
      // React moves a large finished part out of line (a hidden block and a reveal script); never here.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    let html = '';
    for await (const chunk of prelude) html += chunk;
    return html;
  };
  // A part that waited (a lazy component, an article body) is streamed as a hidden block plus an inline
  // script that moves it into place: invisible without JavaScript and blocked by a strict CSP. The first
  // pass loads everything; the second finds it loaded and writes every part in place.
  let html = await renderOnce();
  if (STREAMED.test(html)) html = await renderOnce();
  if (STREAMED.test(html)) throw new Error(`${url} still has parts that only a script would reveal`);
  if (!collector.meta) throw new Error(`${url} set no page meta`);
  return {
    html,
    meta: collector.meta,
    brand: i18n.t('common:brand'),
    feedTitle: i18n.t('blog.feed.title', { ns: 'marketing' }),
  };
}
