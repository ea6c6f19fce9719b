import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { blogHome } from '@/features/blog/blog-api';
import { PostCard, PostGrid } from '@/features/blog/post-card';
import { TopicList } from '@/features/blog/topic-list';
import { BlogUnavailableNotice } from '@/features/blog/unavailable-notice';
import { Link } from '@/i18n/navigation';
import { pageLocale, type LocalePageProps } from '@/lib/locale';
import { staticPageMetadata } from '@/lib/metadata';
import { feedAlternates } from '@/features/blog/feeds';

export const generateMetadata = async (props: LocalePageProps) => {
  const metadata = await staticPageMetadata('/blog')(props);
  return { ...metadata, alternates: { ...metadata.alternates, types: feedAlternates(await pageLocale(props.params)) } };
};

// Kept a minute at most: the blog cache itself (15 minutes, emptied by an import) is the API's (features/blog/blog-api.ts).
export const revalidate = 60;

export default async function BlogHomePage({ params }: LocalePageProps) {
  const locale = await pageLocale(params);
  const [t, tTag, answer] = await Promise.all([getTranslations('blog.home'), getTranslations('blog.tag'), blogHome(locale)]);
  if (answer === undefined) notFound();
  const home = answer ?? { featured: [], latest: [], categories: [] };
  const [lead, ...moreFeatured] = home.featured;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold text-brand-900">{t('title', { brand: BRAND.name })}</h1>
        <p className="mt-4 text-lg text-slate-700">{t('lead')}</p>
        {answer === null ? <BlogUnavailableNotice /> : null}
      </header>

      {lead ? (
        <section aria-labelledby="featured-title" className="mt-12">
          <h2 id="featured-title" className="sr-only">
            {t('featured')}
          </h2>
          <div className="grid gap-10 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <PostCard post={lead} priority headingLevel={2} />
            </div>
            <ul className="flex flex-col gap-10">
              {moreFeatured.map((post) => (
                <li key={post.key}>
                  <PostCard post={post} headingLevel={2} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="latest-title" className="mt-16">
        <h2 id="latest-title" className="text-2xl font-bold text-brand-900">
          {t('latest')}
        </h2>
        <div className="mt-8">
          <PostGrid posts={home.latest} />
        </div>
        <p className="mt-10">
          <Link href="/blog/more" className="font-semibold text-brand-700 hover:underline">
            {t('allPosts')}
          </Link>
        </p>
      </section>

      <section aria-labelledby="topics-title" className="mt-16">
        <h2 id="topics-title" className="text-2xl font-bold text-brand-900">
          {t('topics')}
        </h2>
        <TopicList categories={home.categories} />
        <p className="mt-8">
          <Link href="/blog/tag" className="font-semibold text-brand-700 hover:underline">
            {tTag('index')}
          </Link>
        </p>
      </section>
    </div>
  );
}
