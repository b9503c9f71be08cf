import type { Locale } from '@docread/contracts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../app/usePageMeta.ts';
import { Button } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { BlogSidebar } from './BlogSidebar.tsx';
import {
  type CategoryFilter,
  categoryCounts,
  featuredPost,
  filterPosts,
  PAGE_SIZE,
  pageOf,
  recentPosts,
  trendingPosts,
} from './blogSelectors.ts';
import { PostCard } from './PostCard.tsx';
import { BLOG_POSTS } from './posts/index.ts';
import { BLOG_CATEGORIES } from './posts/types.ts';

export function BlogListPage() {
  const { t, i18n } = useTranslation('marketing');
  usePageMeta(t('blog.meta.title'), t('blog.meta.description'));
  const locale = i18n.language as Locale;
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [visible, setVisible] = useState(PAGE_SIZE);
  const searchId = useId();
  const categoryId = useId();

  const matching = useMemo(() => filterPosts(BLOG_POSTS, locale, query, category), [locale, query, category]);
  const { shown, more } = pageOf(matching, visible);
  const featured = featuredPost(BLOG_POSTS);
  const trending = trendingPosts(BLOG_POSTS, featured);
  const filtering = query.trim() !== '' || category !== 'all';

  const changeQuery = (value: string) => {
    setQuery(value);
    setVisible(PAGE_SIZE);
  };
  const changeCategory = (value: CategoryFilter) => {
    setCategory(value);
    setVisible(PAGE_SIZE);
  };

  return (
    <>
      <PageHero
        badge={t('blog.hero.badge')}
        title={t('blog.hero.title')}
        subtitle={t('blog.hero.subtitle')}
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <div className="mb-10 grid gap-4 rounded-xl border border-border bg-card p-4 md:grid-cols-[1fr_16rem]">
          <div className="space-y-1.5">
            <Label htmlFor={searchId} className="sr-only">
              {t('blog.search.label')}
            </Label>
            <SearchInput
              id={searchId}
              value={query}
              onChange={(e) => changeQuery(e.target.value)}
              placeholder={t('blog.search.placeholder')}
            />
          </div>
          <div>
            <Label htmlFor={categoryId} className="sr-only">
              {t('blog.categoryFilter')}
            </Label>
            <NativeSelect
              id={categoryId}
              value={category}
              onChange={(e) => changeCategory(e.target.value as CategoryFilter)}
            >
              <option value="all">{t('blog.allCategories')}</option>
              {BLOG_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`blog.categories.${c}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>

        {!filtering && featured && (
          <section aria-labelledby="blog-featured" className="mb-12">
            <h2 id="blog-featured" className="mb-4 text-2xl font-bold">
              {t('blog.featured')}
            </h2>
            <PostCard post={featured} large />
          </section>
        )}

        {!filtering && trending.length > 0 && (
          <section aria-labelledby="blog-trending" className="mb-12">
            <h2 id="blog-trending" className="mb-4 text-2xl font-bold">
              {t('blog.trending')}
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="trending-posts">
              {trending.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          </section>
        )}

        <div className="grid gap-10 lg:grid-cols-[1fr_18rem]">
          <section aria-labelledby="blog-all">
            <div className="mb-4 flex items-baseline justify-between gap-4">
              <h2 id="blog-all" className="text-2xl font-bold">
                {t('blog.allArticles')}
              </h2>
              <p className="text-sm text-muted-foreground" role="status">
                {t('blog.results', { count: matching.length })}
              </p>
            </div>
            {matching.length === 0 ? (
              <div className="rounded-xl border border-dashed border-border p-10 text-center">
                <p className="text-lg font-semibold">{t('blog.noArticles')}</p>
                <p className="mt-1 text-muted-foreground">{t('blog.noArticlesHint')}</p>
              </div>
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-testid="all-posts">
                {shown.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} />
                  </li>
                ))}
              </ul>
            )}
            {more && (
              <div className="mt-8 flex justify-center">
                <Button variant="outline" size="lg" onClick={() => setVisible((v) => v + PAGE_SIZE)}>
                  {t('blog.loadMore')}
                </Button>
              </div>
            )}
          </section>
          <BlogSidebar
            counts={categoryCounts(BLOG_POSTS)}
            total={BLOG_POSTS.length}
            active={category}
            onCategory={changeCategory}
            recent={recentPosts(BLOG_POSTS)}
          />
        </div>

        <section
          aria-label={t('blog.stats.label')}
          className="mt-14 rounded-2xl bg-primary px-6 py-10 text-primary-foreground"
        >
          <dl className="grid gap-6 text-center sm:grid-cols-3">
            {[
              { value: BLOG_POSTS.length, label: t('blog.stats.articles') },
              { value: 2, label: t('blog.stats.languages') },
              { value: BLOG_CATEGORIES.length, label: t('blog.stats.categories') },
            ].map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse">
                <dt>{stat.label}</dt>
                <dd className="text-4xl font-bold">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </>
  );
}
