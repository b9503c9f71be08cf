export const BLOG_CATEGORIES = [
  'guides',
  'tips',
  'research',
  'security',
  'business',
  'technology',
  'how-to',
  'case-study',
  'api',
  'industry',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export interface BlogPostText {
  title: string;
  excerpt: string;
  content: string;
}
export interface BlogPost {
  id: number;
  category: BlogCategory;
  date: string;
  readTime: number;
  views: number;
  trending: boolean;
  featured: boolean;
  image: string;
  author: { name: string; role: { en: string; he: string }; avatar: string };
  en: BlogPostText;
  he: BlogPostText;
}
