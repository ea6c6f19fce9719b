import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BLOG_PAGE_SIZE_MAX, BRAND } from '@kestrel/domain';
import { blogList } from '@/features/blog/blog-api';
import { PostListPage } from '@/features/blog/list-page';
import { pageLocale, type LocalePageProps } from '@/lib/locale';
import { staticPageMetadata } from '@/lib/metadata';

export const generateMetadata = staticPageMetadata('/blog/more');
// Kept a minute at most: the blog cache itself (15 minutes, emptied by an import) is the API's (features/blog/blog-api.ts).
export const revalidate = 60;

/** Every post in the language, newest first (the largest page the API gives). */
export default async function AllPostsPage({ params }: LocalePageProps) {
  const locale = await pageLocale(params);
  const [t, answer] = await Promise.all([getTranslations('blog.more'), blogList(locale, {}, 1, BLOG_PAGE_SIZE_MAX)]);
  if (answer === undefined) notFound();
  // Without the API (a build on a machine without it) the list is empty until the page is made again (docs/decisions/020).
  const list = answer ?? { items: [], page: 1, page_size: BLOG_PAGE_SIZE_MAX, total: 0, total_pages: 0 };
  return (
    <PostListPage
      title={t('title', { brand: BRAND.name })}
      crumbs={[{ label: t('title'), path: '/blog/more' }]}
      base="/blog/more"
      list={list}
    />
  );
}
