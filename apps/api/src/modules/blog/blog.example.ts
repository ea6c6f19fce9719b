/**
 * The OpenAPI document's examples of the blog's answers: one post as the API answers it, reused
 * by every call that lists posts.
 */
import type { BlogHome, BlogPage, BlogPostDetail, BlogPostSummary, BlogSearchResult, BlogYoastHead } from '@kestrel/domain';

const category = { slug: 'privacy-basics', name: 'Privacy basics', description: 'What a VPN does, and what it does not.' };
const hero = '/ws/mm/v2/blog/image/what-is-a-vpn.svg';

export const SUMMARY_EXAMPLE: BlogPostSummary = {
  key: 'what-is-a-vpn',
  language: 'en',
  title: 'What is a VPN, and how does it work?',
  description: 'The encrypted tunnel, the server’s address, and who sees what with and without a VPN.',
  category,
  tags: [{ slug: 'encryption', name: 'Encryption', description: '' }],
  author: { slug: 'editorial', name: 'Kestrel VPN Editorial Team', description: '' },
  published_at: '2025-10-06T00:00:00.000Z',
  updated_at: '2025-10-06T00:00:00.000Z',
  hero: {
    src: hero,
    width: 1200,
    height: 630,
    alt: 'A phone sending its traffic through an encrypted tunnel',
    sizes: [{ src: hero, width: 1200 }],
  },
  reading_minutes: 4,
  featured: true,
};

export const PAGE_EXAMPLE: BlogPage = { items: [SUMMARY_EXAMPLE], page: 1, page_size: 12, total: 1, total_pages: 1 };

export const HOME_EXAMPLE: BlogHome = { featured: [SUMMARY_EXAMPLE], latest: [], categories: [{ ...category, count: 4 }] };

export const TAGS_EXAMPLE = [
  { ...SUMMARY_EXAMPLE.tags[0]!, count: 6 },
  { slug: 'public-wi-fi', name: 'Public Wi-Fi', description: '', count: 3 },
];

export const DETAIL_EXAMPLE: BlogPostDetail = {
  ...SUMMARY_EXAMPLE,
  html: '<p>A VPN changes the path your traffic takes.</p><h2 id="the-tunnel">The tunnel</h2><p>…</p>',
  toc: [{ id: 'the-tunnel', text: 'The tunnel' }],
  languages: ['de', 'en', 'ja'],
  previous: null,
  next: { key: 'what-a-vpn-does-not-hide', title: 'What a VPN does not hide' },
  related: [],
};

export const SEARCH_EXAMPLE: BlogSearchResult = {
  ...PAGE_EXAMPLE,
  items: [{ ...SUMMARY_EXAMPLE, snippet: 'Your traffic goes through an <mark>encrypted</mark> tunnel to the server…' }],
  // Typed with a typo: nothing matched it, so these are the results for the corrected spelling.
  query: 'encrpted',
  corrected: 'encrypted',
};

const url = 'https://www.kestrelvpn.example/blog/what-is-a-vpn';
export const YOAST_EXAMPLE: BlogYoastHead = {
  title: 'What is a VPN, and how does it work? | Kestrel VPN',
  description: SUMMARY_EXAMPLE.description,
  canonical: url,
  robots: 'index, follow, max-image-preview:large',
  og_type: 'article',
  og_title: SUMMARY_EXAMPLE.title,
  og_description: SUMMARY_EXAMPLE.description,
  og_url: url,
  og_site_name: 'Kestrel VPN',
  og_locale: 'en',
  og_image: { url: `https://www.kestrelvpn.example${hero}`, width: 1200, height: 630, alt: SUMMARY_EXAMPLE.hero!.alt },
  article_published_time: SUMMARY_EXAMPLE.published_at,
  article_modified_time: SUMMARY_EXAMPLE.updated_at,
  twitter_card: 'summary_large_image',
  twitter_title: SUMMARY_EXAMPLE.title,
  twitter_description: SUMMARY_EXAMPLE.description,
  schema: { '@context': 'https://schema.org', '@graph': [{ '@type': 'BlogPosting', headline: SUMMARY_EXAMPLE.title }] },
};
