/** The header's links, in the order the specification lists them; labels are `common:nav.*` keys. */
export const HEADER_LINKS = [
  { to: '/', key: 'home' },
  { to: '/features', key: 'features' },
  { to: '/integrations', key: 'integrations' },
  { to: '/pricing', key: 'pricing' },
  { to: '/docs', key: 'docs' },
  { to: '/about', key: 'about' },
  { to: '/blog', key: 'blog' },
  { to: '/contact', key: 'contact' },
] as const;

/** Footer columns: company, product, resources, legal. */
export const FOOTER_COLUMNS = [
  {
    key: 'company',
    links: [
      { to: '/about', key: 'about' },
      { to: '/contact', key: 'contact' },
      { to: '/contact-sales', key: 'contactSales' },
      { to: '/early-access', key: 'earlyAccess' },
    ],
  },
  {
    key: 'product',
    links: [
      { to: '/features', key: 'features' },
      { to: '/integrations', key: 'integrations' },
      { to: '/pricing', key: 'pricing' },
      { to: '/try', key: 'try' },
      { to: '/product-demo', key: 'productDemo' },
    ],
  },
  {
    key: 'resources',
    links: [
      { to: '/docs', key: 'docs' },
      { to: '/blog', key: 'blog' },
      { to: '/faq', key: 'faq' },
      { to: '/sitemap', key: 'sitemap' },
    ],
  },
  {
    key: 'legal',
    links: [
      { to: '/privacy-policy', key: 'privacy' },
      { to: '/terms-of-service', key: 'terms' },
    ],
  },
] as const;
