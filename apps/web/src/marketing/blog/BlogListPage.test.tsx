import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../app/testing/renderRoute.tsx';
import { BLOG_POSTS } from './posts/index.ts';

afterEach(cleanup);

const grid = () => screen.getByTestId('all-posts');
const cardsIn = (el: HTMLElement) => within(el).getAllByTestId('post-card');

describe('blog list', () => {
  it('shows featured and trending, pages the 21 articles with Load more', async () => {
    renderRoute('/blog');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('heading', { name: 'Featured article' })).toBeTruthy();
    expect(cardsIn(screen.getByTestId('trending-posts')).length).toBeLessThanOrEqual(6);
    expect(cardsIn(grid())).toHaveLength(9);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(cardsIn(grid())).toHaveLength(18);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(cardsIn(grid())).toHaveLength(BLOG_POSTS.length);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by search and category together, and says when nothing matches', async () => {
    renderRoute('/blog');
    const search = await screen.findByPlaceholderText('Search articles...');
    const target = BLOG_POSTS[4]!;
    fireEvent.change(search, { target: { value: target.en.title.toUpperCase() } });
    expect(cardsIn(grid()).map((c) => within(c).getByRole('heading').textContent)).toContain(target.en.title);
    const select = screen.getByRole('combobox');
    const other = BLOG_POSTS.find((p) => p.category !== target.category)!;
    fireEvent.change(select, { target: { value: other.category } });
    expect(screen.getByText('No articles found')).toBeTruthy();
    fireEvent.change(select, { target: { value: target.category } });
    expect(cardsIn(grid()).length).toBeGreaterThan(0);
    fireEvent.change(search, { target: { value: '' } });
    const inCategory = BLOG_POSTS.filter((p) => p.category === target.category).length;
    expect(cardsIn(grid())).toHaveLength(Math.min(inCategory, inCategory >= 12 ? 9 : inCategory));
  });

  it("shows the site's not-found page for an unknown article", async () => {
    renderRoute('/blog/999');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeTruthy();
    expect(screen.getByText('Page not found')).toBeTruthy();
  });

  it('renders an article with its table of contents and share links', async () => {
    const post = BLOG_POSTS[2]!;
    renderRoute(`/blog/${post.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: post.en.title })).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getAllByRole('link').length).toBeGreaterThanOrEqual(2);
    const share = screen.getByRole('link', { name: 'Share on X' }).getAttribute('href')!;
    expect(share).toContain(`text=${encodeURIComponent(post.en.title)}`);
    expect(screen.getByTestId('reading-progress')).toBeTruthy();
  });
});
