import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { BRAND, hreflangFor, safeDecodeBlogKey } from '@kestrel/domain';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonClass } from '@/components/ui/button';
import { blogHead, blogPost, required } from '@/features/blog/blog-api';
import { feedAlternates } from '@/features/blog/feeds';
import { HeroImage, PostGrid } from '@/features/blog/post-card';
import { ShareLinks } from '@/features/blog/share-links';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/lib/locale';
import { absoluteUrl, ogImagePath } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string; unikey: string }> };

// Kept a minute at most: the blog cache itself (15 minutes, emptied by an import) is the API's (features/blog/blog-api.ts).
export const revalidate = 60;

async function postOf(params: Props['params']) {
  const locale = await pageLocale(params);
  const key = decodeURIComponent((await params).unikey);
  if (!safeDecodeBlogKey(key).ok) notFound();
  const post = required(await blogPost(key, locale));
  if (!post) notFound();
  return { locale, post };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, post } = await postOf(params);
  const head = await blogHead(post.key, locale);
  const path = `/blog/${post.key}`;
  // hreflang for exactly the languages the post is written in (x-default: English, where it exists).
  const languages: Record<string, string> = {};
  for (const code of post.languages) languages[hreflangFor(code)] = absoluteUrl(code, path);
  if (post.languages.includes('en')) languages['x-default'] = absoluteUrl('en', path);
  const image = { url: ogImagePath(locale, '/blog'), width: 1200, height: 630, alt: post.title };
  return {
    title: { absolute: head?.title ?? post.title },
    description: head?.description ?? post.description,
    alternates: { canonical: absoluteUrl(locale, path), languages, types: feedAlternates(locale) },
    openGraph: {
      type: 'article',
      title: head?.og_title ?? post.title,
      description: head?.og_description ?? post.description,
      url: absoluteUrl(locale, path),
      siteName: BRAND.name,
      locale,
      publishedTime: post.published_at,
      modifiedTime: post.updated_at,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: head?.twitter_title ?? post.title,
      description: head?.twitter_description ?? post.description,
      images: [image],
    },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const { locale, post } = await postOf(params);
  const [t, tCard, tLayout, format, head] = await Promise.all([
    getTranslations('blog.post'),
    getTranslations('blog.card'),
    getTranslations('layout'),
    getFormatter(),
    blogHead(post.key, locale),
  ]);
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long', timeZone: 'UTC' });
  const brand = { brand: BRAND.name };
  const url = absoluteUrl(locale, `/blog/${post.key}`);
  const updated = post.updated_at.slice(0, 10) !== post.published_at.slice(0, 10);
  return (
    <>
      <Breadcrumbs
        items={[
          { label: tLayout('nav.blog'), path: '/blog' },
          ...(post.category ? [{ label: post.category.name, path: `/blog/category/${post.category.slug}` }] : []),
          { label: post.title, path: `/blog/${post.key}` },
        ]}
      />
      <article className="mx-auto max-w-3xl px-4 py-10">
        <header>
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{post.title}</h1>
          <p className="mt-4 text-lg text-slate-700">{post.description}</p>
          <p className="mt-4 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
            {post.author ? <span>{tCard('by', { author: post.author.name })}</span> : null}
            <time dateTime={post.published_at}>{tCard('published', { date: day(post.published_at) })}</time>
            {updated ? <time dateTime={post.updated_at}>{tCard('updated', { date: day(post.updated_at) })}</time> : null}
            <span>{tCard('readingTime', { minutes: post.reading_minutes })}</span>
          </p>
        </header>
        {post.hero ? <HeroImage hero={post.hero} priority className="mt-8" /> : null}

        {post.toc.length > 1 ? (
          <nav aria-labelledby="toc-title" className="mt-8 rounded-xl bg-slate-50 p-5">
            <h2 id="toc-title" className="text-base font-semibold text-brand-900">
              {t('toc')}
            </h2>
            <ol className="mt-3 list-decimal space-y-1 ps-5">
              {post.toc.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`} className="text-brand-700 hover:underline">
                    {entry.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}

        {/* Sanitized with an allow-list when it was imported (apps/api/src/modules/blog/blog-html.ts). */}
        <div className="blog-prose mt-8" dangerouslySetInnerHTML={{ __html: post.html }} />

        {post.tags.length > 0 ? (
          <div className="mt-10">
            <h2 className="text-base font-semibold text-brand-900">{t('tags')}</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag.slug}>
                  <Link
                    href={`/blog/tag/${tag.slug}`}
                    className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700 hover:bg-brand-100"
                  >
                    {tag.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <ShareLinks url={url} title={post.title} />

        {post.author?.description ? (
          <aside aria-labelledby="author-title" className="mt-10 border-t border-slate-200 pt-6">
            <h2 id="author-title" className="text-base font-semibold text-brand-900">
              {t('aboutAuthor')}
            </h2>
            <p className="mt-2 font-medium">{post.author.name}</p>
            <p className="mt-1 text-slate-700">{post.author.description}</p>
          </aside>
        ) : null}

        <aside aria-labelledby="cta-title" className="mt-10 rounded-2xl bg-brand-900 p-6 text-white">
          <h2 id="cta-title" className="text-2xl font-bold">
            {t('cta.title', brand)}
          </h2>
          <p className="mt-2 text-brand-100">{t('cta.text')}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link href="/pricing" className={buttonClass.inverted}>
              {t('cta.plans')}
            </Link>
            <Link
              href="/download"
              className="inline-flex items-center rounded-lg border border-white/40 px-6 py-3 font-semibold hover:bg-white/10"
            >
              {t('cta.download', brand)}
            </Link>
          </div>
        </aside>

        {post.previous || post.next ? (
          <nav aria-label={t('previous') + ' / ' + t('next')} className="mt-10 grid gap-4 sm:grid-cols-2">
            {post.previous ? (
              <Link href={`/blog/${post.previous.key}`} rel="prev" className="rounded-xl border border-slate-200 p-4 hover:bg-slate-50">
                <span className="block text-sm text-slate-600">{t('previous')}</span>
                <span className="font-semibold text-brand-700">{post.previous.title}</span>
              </Link>
            ) : (
              <span />
            )}
            {post.next ? (
              <Link
                href={`/blog/${post.next.key}`}
                rel="next"
                className="rounded-xl border border-slate-200 p-4 text-end hover:bg-slate-50"
              >
                <span className="block text-sm text-slate-600">{t('next')}</span>
                <span className="font-semibold text-brand-700">{post.next.title}</span>
              </Link>
            ) : null}
          </nav>
        ) : null}
      </article>

      {post.related.length > 0 ? (
        <section aria-labelledby="related-title" className="mx-auto max-w-6xl px-4 pb-16">
          <h2 id="related-title" className="text-2xl font-bold text-brand-900">
            {t('related')}
          </h2>
          <div className="mt-8">
            <PostGrid posts={post.related} />
          </div>
        </section>
      ) : null}
      {head ? <JsonLd data={head.schema} /> : null}
    </>
  );
}
