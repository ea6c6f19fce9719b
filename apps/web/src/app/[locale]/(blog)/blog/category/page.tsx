import { TermIndexPage } from '@/features/blog/term-index';
import { pageLocale, type LocalePageProps } from '@/lib/locale';
import { staticPageMetadata } from '@/lib/metadata';

export const generateMetadata = staticPageMetadata('/blog/category');
// Kept a minute at most: the blog cache itself (15 minutes, emptied by an import) is the API's (features/blog/blog-api.ts).
export const revalidate = 60;

export default async function BlogCategoryIndexPage({ params }: LocalePageProps) {
  return <TermIndexPage kind="category" locale={await pageLocale(params)} />;
}
