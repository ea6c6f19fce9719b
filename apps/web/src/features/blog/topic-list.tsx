import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

/** The categories, each with its description and how many posts it has in the language. */
export async function TopicList({ categories }: { categories: { slug: string; name: string; description: string; count: number }[] }) {
  const t = await getTranslations('blog.home');
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map((category) => (
        <li key={category.slug} className="rounded-xl border border-slate-200 p-5">
          <Link href={`/blog/category/${category.slug}`} className="text-lg font-semibold text-brand-700 hover:underline">
            {category.name}
          </Link>
          <p className="mt-1 text-sm text-slate-600">{t('topicCount', { count: category.count })}</p>
          {category.description ? <p className="mt-2 text-slate-700">{category.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}
