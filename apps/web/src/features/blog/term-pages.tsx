import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BRAND, isShortPath } from '@kestrel/domain';
import { pageLocale } from '@/lib/locale';
import { pageMetadata } from '@/lib/metadata';
import { blogList, pageNumber, required } from './blog-api';
import { feedAlternates } from './feeds';
import { PostListPage } from './list-page';

/** The params of /blog/category/[category](/page/[page]) and /blog/tag/[tag](/page/[page]). */
export type TermPageParams = Promise<{ locale: string; category?: string; tag?: string; page?: string }>;

type Kind = 'category' | 'tag';

/** The list of a category or tag in the page's language, or the localized 404. */
async function termList(kind: Kind, params: TermPageParams) {
  const locale = await pageLocale(params);
  const values = await params;
  const slug = values[kind] ?? '';
  const page = values.page === undefined ? 1 : pageNumber(values.page);
  if (!isShortPath(slug) || page === undefined) notFound();
  const list = required(await blogList(locale, { [kind]: slug }, page));
  // The API's 404: an unknown category or tag, or a page past the last.
  if (!list) notFound();
  return { locale, slug, page, list };
}

/** The term's name and description in the language, from the list's own posts. */
function termOf(kind: Kind, slug: string, list: NonNullable<Awaited<ReturnType<typeof blogList>>>) {
  for (const post of list.items) {
    const term = kind === 'category' ? post.category : post.tags.find((tag) => tag.slug === slug);
    if (term?.slug === slug) return term;
  }
  return { slug, name: slug, description: '' };
}

export async function termMetadata(kind: Kind, params: TermPageParams): Promise<Metadata> {
  const { locale, slug, page, list } = await termList(kind, params);
  const term = termOf(kind, slug, list);
  const t = await getTranslations({ locale, namespace: `blog.${kind}.meta` });
  const base = `/blog/${kind}/${slug}`;
  const metadata = pageMetadata({
    locale,
    path: page === 1 ? base : `${base}/page/${page}`,
    title: t('title', { name: term.name, brand: BRAND.name }),
    description: t('description', { name: term.name, brand: BRAND.name, description: term.description || term.name }),
    // Later pages are for readers, not for search results.
    noindex: page > 1,
  });
  return { ...metadata, alternates: { ...metadata.alternates, types: feedAlternates(locale) } };
}

export async function TermPage({ kind, params }: { kind: Kind; params: TermPageParams }) {
  const { slug, list } = await termList(kind, params);
  const term = termOf(kind, slug, list);
  const [t, tIndex] = await Promise.all([getTranslations('blog.tag'), getTranslations(`blog.${kind}`)]);
  const base = `/blog/${kind}/${slug}`;
  return (
    <PostListPage
      title={kind === 'category' ? term.name : t('title', { name: term.name })}
      lead={term.description || undefined}
      crumbs={[
        { label: tIndex('index'), path: `/blog/${kind}` },
        { label: term.name, path: base },
      ]}
      base={base}
      list={list}
    />
  );
}
