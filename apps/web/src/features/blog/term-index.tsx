import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Link } from '@/i18n/navigation';
import { blogCategories, blogTags } from './blog-api';
import { TopicList } from './topic-list';
import { BlogUnavailableNotice } from './unavailable-notice';

/**
 * /blog/category and /blog/tag: every topic (with its description) or every tag, with how many
 * posts of the page's language each has, the largest first.
 */
export async function TermIndexPage({ kind, locale }: { kind: 'category' | 'tag'; locale: string }) {
  const [t, tIndex, tList, tLayout, answer] = await Promise.all([
    getTranslations(kind === 'category' ? 'blog.categories' : 'blog.tags'),
    getTranslations(`blog.${kind}`),
    getTranslations('blog.list'),
    getTranslations('layout'),
    kind === 'category' ? blogCategories(locale) : blogTags(locale),
  ]);
  if (answer === undefined) notFound();
  const terms = answer ?? [];
  return (
    <>
      <Breadcrumbs
        items={[
          { label: tLayout('nav.blog'), path: '/blog' },
          { label: tIndex('index'), path: `/blog/${kind}` },
        ]}
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <header className="max-w-3xl">
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{tIndex('index')}</h1>
          <p className="mt-3 text-lg text-slate-700">{t('lead')}</p>
          {answer === null ? <BlogUnavailableNotice /> : null}
        </header>
        {kind === 'category' ? (
          <TopicList categories={terms} />
        ) : (
          <ul className="mt-8 flex flex-wrap gap-3">
            {terms.map((tag) => (
              <li key={tag.slug}>
                <Link
                  href={`/blog/tag/${tag.slug}`}
                  className="inline-flex items-baseline gap-2 rounded-full bg-brand-50 px-4 py-2 text-brand-700 hover:bg-brand-100"
                >
                  <span className="font-semibold">{tag.name}</span>
                  <span className="text-sm text-slate-600">{tList('count', { count: tag.count })}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
