import type { Locale } from '@docread/contracts';
import { ArrowLeft, ArrowRight, Share2 } from 'lucide-react';
import { type MouseEvent, Suspense, use, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { SITE_ORIGIN_TOKEN } from '../../app/head/head-tags.ts';
import { HydrateNearViewport } from '../../app/hydration/HydrateNearViewport.tsx';
import { Link } from '../../app/locale/LocaleLink.tsx';
import { NotFoundPage } from '../../app/pages/NotFoundPage.tsx';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { REQUEST_ORIGIN_TOKEN, siteOrigin } from '../../lib/site-origin.ts';
import { AuthorProfile } from './AuthorProfile.tsx';
import { relatedPosts } from './blogSelectors.ts';
import { PostCard } from './PostCard.tsx';
import { PostAuthor, PostMeta } from './PostMeta.tsx';
import { BLOG_POSTS, loadPostBody } from './posts/index.ts';
import type { BlogPost } from './posts/types.ts';
import { ReadingProgress } from './ReadingProgress.tsx';
import { type ShareNetwork, shareLinks } from './shareLinks.ts';
import { TableOfContents } from './TableOfContents.tsx';
import { useActiveHeading, useReadingProgress } from './useReadingProgress.ts';

export function BlogPostPage() {
  const { slug } = useParams();
  const index = BLOG_POSTS.findIndex((post) => post.slug === slug);
  const post = BLOG_POSTS[index];
  return post ? <Article key={post.slug} post={post} index={index} /> : <NotFoundPage />;
}

const NETWORKS: readonly ShareNetwork[] = ['x', 'linkedin', 'facebook'];

function Article({ post, index }: { post: BlogPost; index: number }) {
  const { t, i18n } = useTranslation('marketing');
  const { t: tCommon } = useTranslation();
  const locale = i18n.language as Locale;
  const text = post[locale];
  const { pathname } = useLocation();
  usePageMeta(text.title, text.excerpt, {
    kind: 'article',
    image: post.image,
    jsonLd: [articleJsonLd(post, locale, pathname, tCommon('brand'))],
  });
  const headings = text.headings;
  const headingIds = headings.map((h) => h.id);
  const bodyRef = useRef<HTMLDivElement>(null);
  const percent = useReadingProgress(bodyRef);
  const active = useActiveHeading(headingIds);
  const previous = BLOG_POSTS[index - 1];
  const next = BLOG_POSTS[index + 1];
  const related = relatedPosts(BLOG_POSTS, post);
  const links = shareLinks(`${siteOrigin()}${pathname}`, text.title);
  return (
    <>
      <ReadingProgress percent={percent} />
      <article>
        <header className="border-b border-border bg-gradient-to-b from-primary/10 to-transparent">
          <div className="mx-auto max-w-4xl px-4 pb-10 pt-10 sm:px-6">
            <Link
              to="/blog"
              className="mb-6 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
            >
              <ArrowLeft aria-hidden="true" className="rtl-flip size-4" />
              {t('blog.post.back')}
            </Link>
            <Badge tone="primary" className="mb-3 block w-fit">
              {t(`blog.categories.${post.category}`)}
            </Badge>
            <h1 className="text-balance text-3xl font-bold tracking-tight md:text-5xl">{text.title}</h1>
            <p className="mt-4 text-lg text-muted-foreground">{text.excerpt}</p>
            <div className="mt-6 flex flex-wrap items-center gap-6">
              <PostAuthor post={post} locale={locale} />
              <PostMeta post={post} />
            </div>
            <img
              src={post.image}
              alt=""
              width={1280}
              height={720}
              fetchPriority="high"
              decoding="async"
              className="mt-8 aspect-video w-full rounded-2xl border border-border bg-muted object-cover"
            />
          </div>
        </header>
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_16rem]">
          <div ref={bodyRef} className="min-w-0 max-w-3xl text-lg" data-testid="article-body">
            <Suspense fallback={null}>
              <ArticleBody slug={post.slug} locale={locale} />
            </Suspense>
            <HydrateNearViewport>
              <AuthorProfile author={post.author} locale={locale} />
            </HydrateNearViewport>
          </div>
          <aside className="order-first lg:order-none">
            <TableOfContents headings={headings} active={active} />
          </aside>
        </div>
      </article>
      <HydrateNearViewport className="mx-auto max-w-6xl space-y-12 px-4 pb-16 sm:px-6">
        <section
          aria-labelledby="share-title"
          className="flex flex-wrap items-center gap-3 border-t border-border pt-8"
        >
          <h2 id="share-title" className="inline-flex items-center gap-2 font-semibold">
            <Share2 aria-hidden="true" className="size-4" />
            {t('blog.post.share')}
          </h2>
          {NETWORKS.map((network) => (
            <a
              key={network}
              href={links[network]}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-full border border-border px-4 py-1.5 text-sm hover:bg-muted"
              aria-label={t('blog.post.shareOn', { network: t(`blog.post.networks.${network}`) })}
            >
              {t(`blog.post.networks.${network}`)}
            </a>
          ))}
        </section>
        <nav
          aria-label={`${t('blog.post.previous')} / ${t('blog.post.next')}`}
          className="grid gap-4 sm:grid-cols-2"
        >
          {previous ? (
            <Link
              to={`/blog/${previous.slug}`}
              className="rounded-xl border border-border p-5 hover:border-primary"
            >
              <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
                <ArrowLeft aria-hidden="true" className="rtl-flip size-4" />
                {t('blog.post.previous')}
              </span>
              <span className="mt-1 block font-semibold">{previous[locale].title}</span>
            </Link>
          ) : (
            <span />
          )}
          {next && (
            <Link
              to={`/blog/${next.slug}`}
              className="rounded-xl border border-border p-5 text-end hover:border-primary"
            >
              <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
                {t('blog.post.next')}
                <ArrowRight aria-hidden="true" className="rtl-flip size-4" />
              </span>
              <span className="mt-1 block font-semibold">{next[locale].title}</span>
            </Link>
          )}
        </nav>
        {related.length > 0 && (
          <section aria-labelledby="related-title">
            <h2 id="related-title" className="mb-4 text-2xl font-bold">
              {t('blog.post.related')}
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="related-posts">
              {related.map((item) => (
                <li key={item.id}>
                  <PostCard post={item} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </HydrateNearViewport>
    </>
  );
}

const bodies = new Map<string, Promise<string>>();

/** The article's rendered Markdown; site links inside it navigate without reloading the page. */
function ArticleBody({ slug, locale }: { slug: string; locale: Locale }) {
  const key = `${slug}.${locale}`;
  if (!bodies.has(key)) bodies.set(key, loadPostBody(slug, locale));
  const html = use(bodies.get(key)!);
  const navigate = useNavigate();
  const followSiteLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the clicks are the links' own; keyboard activation fires click on them
    <div
      className="article-prose"
      onClick={followSiteLink}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown files, rendered at build time with raw HTML disabled
      dangerouslySetInnerHTML={{ __html: html.replaceAll(REQUEST_ORIGIN_TOKEN, siteOrigin()) }}
    />
  );
}

/** schema.org BlogPosting for search engines' article results. */
function articleJsonLd(post: BlogPost, locale: Locale, pathname: string, brand: string) {
  const text = post[locale];
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: text.title,
    description: text.excerpt,
    datePublished: post.date,
    inLanguage: locale,
    image: `${SITE_ORIGIN_TOKEN}${post.image}`,
    mainEntityOfPage: `${SITE_ORIGIN_TOKEN}${pathname}`,
    author: { '@type': 'Person', name: post.author.name[locale], jobTitle: post.author.role[locale] },
    publisher: { '@type': 'Organization', name: brand },
  };
}
