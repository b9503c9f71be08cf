import type { Locale } from '@docread/contracts';
import { ArrowRight, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/locale/LocaleLink.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';
import { PostAuthor, PostMeta } from './PostMeta.tsx';
import type { BlogPost } from './posts/types.ts';

/** An article in a list: image, category, popular tag, title, excerpt, meta, author and a read-more link. */
export function PostCard({
  post,
  large = false,
  headingLevel = 3,
}: {
  post: BlogPost;
  large?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation('marketing');
  const locale = i18n.language as Locale;
  const text = post[locale];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      data-testid="post-card"
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card',
        large && 'md:flex-row',
      )}
    >
      <img
        src={post.image}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className={cn('aspect-video w-full bg-muted object-cover', large && 'md:w-1/2')}
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="mb-2 flex flex-wrap items-center gap-2">
          <Badge tone="primary">{t(`blog.categories.${post.category}`)}</Badge>
          {post.trending && (
            <Badge tone="yellow" className="gap-1">
              <TrendingUp aria-hidden="true" className="size-3" />
              {t('blog.popular')}
            </Badge>
          )}
        </div>
        <Heading className={cn('font-semibold', large ? 'text-2xl' : 'text-lg')}>
          <Link to={`/blog/${post.slug}`} className="hover:text-primary">
            {text.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 flex-1 text-sm text-muted-foreground">{text.excerpt}</p>
        <PostMeta post={post} className="mt-4" />
        <div className="mt-4 flex items-center justify-between gap-3">
          <PostAuthor post={post} locale={locale} />
          <Link
            to={`/blog/${post.slug}`}
            className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-primary hover:underline"
          >
            {large ? t('blog.readFull') : t('blog.readMore')}
            {/* The title makes the link's own text say where it goes (not just "Read more"). */}
            <span className="sr-only">: {text.title}</span>
            <ArrowRight aria-hidden="true" className="rtl-flip size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
