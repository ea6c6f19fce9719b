import { getTranslations } from 'next-intl/server';
import { inLanguage } from '@kestrel/domain';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { blogCategories, blogSearch } from '@/features/blog/blog-api';
import { PostDate } from '@/features/blog/post-card';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { staticPageMetadata } from '@/lib/metadata';

export const generateMetadata = staticPageMetadata('/blog/search');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ q?: string | string[] }> };

/**
 * Search: a plain GET form, so it works before (and without) the page's scripts; the results are
 * rendered on the server. Snippets come escaped from the API with their matches in <mark>. When the
 * API corrected a typo, the results say which spelling they are for.
 */
export default async function BlogSearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const raw = (await searchParams).q;
  const q = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 100) ?? '';
  const [t, tCard, tLayout, result, categories] = await Promise.all([
    getTranslations('blog.search'),
    getTranslations('blog.card'),
    getTranslations('layout'),
    q ? blogSearch(locale, q, 1) : undefined,
    blogCategories(locale),
  ]);
  return (
    <>
      <Breadcrumbs
        items={[
          { label: tLayout('nav.blog'), path: '/blog' },
          { label: t('title'), path: '/blog/search' },
        ]}
      />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
        <form role="search" method="get" action={inLanguage(locale, '/blog/search')} className="mt-6 flex gap-2">
          <label htmlFor="blog-q" className="sr-only">
            {t('label')}
          </label>
          <input
            id="blog-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            required
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-4 py-3"
          />
          <button type="submit" className="rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
            {t('submit')}
          </button>
        </form>

        {q ? (
          <section aria-labelledby="results-title" className="mt-10">
            <div role="status">
              <h2 id="results-title" className="text-lg font-semibold text-brand-900">
                {t('results', { count: result?.total ?? 0, query: result?.corrected ?? q })}
              </h2>
              {result?.corrected ? (
                <p className="mt-1 text-slate-700">{t('corrected', { typed: q, corrected: result.corrected })}</p>
              ) : null}
            </div>
            <ol className="mt-6 space-y-8">
              {(result?.items ?? []).map((item) => (
                <li key={item.key}>
                  <h3 className="text-xl font-bold text-brand-900">
                    <Link href={`/blog/${item.key}`} className="hover:underline">
                      {item.title}
                    </Link>
                  </h3>
                  {/* Escaped by the API; only <mark> is markup (apps/api/src/modules/blog/blog.service.ts). */}
                  <p className="mt-2 text-slate-700 [&_mark]:bg-accent-500/30" dangerouslySetInnerHTML={{ __html: item.snippet }} />
                  <p className="mt-1 text-sm text-slate-600">
                    <PostDate iso={item.published_at} /> · {tCard('readingTime', { minutes: item.reading_minutes })}
                  </p>
                </li>
              ))}
            </ol>
          </section>
        ) : null}

        {!q || (result?.total ?? 0) === 0 ? (
          <div className="mt-10">
            <p className="text-slate-700">{t('tryTopics')}</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {(categories ?? []).map((category) => (
                <li key={category.slug}>
                  <Link
                    href={`/blog/category/${category.slug}`}
                    className="inline-block rounded-full bg-brand-50 px-3 py-1 text-brand-700 hover:bg-brand-100"
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </>
  );
}
