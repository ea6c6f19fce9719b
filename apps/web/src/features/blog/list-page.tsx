import { getTranslations } from 'next-intl/server';
import type { BlogPage } from '@kestrel/domain';
import { Breadcrumbs, type Crumb } from '@/components/layout/breadcrumbs';
import { Pagination } from './pagination';
import { PostGrid } from './post-card';

/** A category's, a tag's or all posts, a page at a time, under the blog's breadcrumbs. */
export async function PostListPage({
  title,
  lead,
  crumbs,
  base,
  list,
}: {
  title: string;
  lead?: string;
  crumbs: Crumb[];
  base: string;
  list: BlogPage;
}) {
  const [t, tLayout] = await Promise.all([getTranslations('blog.list'), getTranslations('layout')]);
  return (
    <>
      <Breadcrumbs items={[{ label: tLayout('nav.blog'), path: '/blog' }, ...crumbs]} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <header className="max-w-3xl">
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
          {lead ? <p className="mt-3 text-lg text-slate-700">{lead}</p> : null}
          <p className="mt-3 text-sm text-slate-600">{t('count', { count: list.total })}</p>
        </header>
        <div className="mt-10">
          {list.items.length > 0 ? <PostGrid posts={list.items} firstPriority headingLevel={2} /> : <p>{t('empty')}</p>}
        </div>
        <Pagination base={base} page={list.page} pages={list.total_pages} />
      </div>
    </>
  );
}
