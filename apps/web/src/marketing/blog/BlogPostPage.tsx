import type { Locale } from '@docread/contracts';
import { ArrowLeft, ArrowRight, Share2 } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { LinkButton } from '../components/LinkButton.tsx';
import { parsePostId, relatedPosts } from './blogSelectors.ts';
import { Markdown } from './Markdown.tsx';
import { headingsOf, parseMarkdown } from './markdown.ts';
import { PostCard } from './PostCard.tsx';
import { PostAuthor, PostMeta } from './PostMeta.tsx';
import { BLOG_POSTS } from './posts/index.ts';
import type { BlogPost } from './posts/types.ts';
import { ReadingProgress } from './ReadingProgress.tsx';
import { type ShareNetwork, shareLinks } from './shareLinks.ts';
import { TableOfContents } from './TableOfContents.tsx';
import { useActiveHeading, useReadingProgress } from './useReadingProgress.ts';

export function BlogPostPage() {
  const id = parsePostId(useParams().id);
  const index = BLOG_POSTS.findIndex((post) => post.id === id);
  const post = BLOG_POSTS[index];
  return post ? <Article key={post.id} post={post} index={index} /> : <ArticleNotFound />;
}

function ArticleNotFound() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('blog.noArticles'), t('blog.post.notFoundHint'));
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t('blog.noArticles')}</h1>
      <p className="mt-3 text-muted-foreground">{t('blog.post.notFoundHint')}</p>
      <LinkButton to="/blog" className="mt-8">
        {t('blog.post.back')}
      </LinkButton>
    </div>
  );
}

const NETWORKS: readonly ShareNetwork[] = ['x', 'linkedin', 'facebook'];

function Article({ post, index }: { post: BlogPost; index: number }) {
  const { t, i18n } = useTranslation('marketing');
  const locale = i18n.language as Locale;
  const text = post[locale];
  usePageMeta(text.title, text.excerpt);
  const blocks = useMemo(() => parseMarkdown(text.content), [text.content]);
  const headings = useMemo(() => headingsOf(blocks), [blocks]);
  const headingIds = useMemo(() => headings.map((h) => h.id), [headings]);
  const bodyRef = useRef<HTMLDivElement>(null);
  const percent = useReadingProgress(bodyRef);
  const active = useActiveHeading(headingIds);
  const previous = BLOG_POSTS[index - 1];
  const next = BLOG_POSTS[index + 1];
  const related = relatedPosts(BLOG_POSTS, post);
  const links = shareLinks(window.location.href, text.title);
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
              decoding="async"
              className="mt-8 aspect-video w-full rounded-2xl border border-border bg-muted object-cover"
            />
          </div>
        </header>
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_16rem]">
          <div ref={bodyRef} className="min-w-0 max-w-3xl text-lg" data-testid="article-body">
            <Markdown blocks={blocks} />
          </div>
          <aside className="order-first lg:order-none">
            <TableOfContents headings={headings} active={active} />
          </aside>
        </div>
      </article>
      <div className="mx-auto max-w-6xl space-y-12 px-4 pb-16 sm:px-6">
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
              to={`/blog/${previous.id}`}
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
              to={`/blog/${next.id}`}
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
      </div>
    </>
  );
}
