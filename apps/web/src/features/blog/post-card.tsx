import { getFormatter, getTranslations } from 'next-intl/server';
import type { BlogPostSummary } from '@kestrel/domain';
import { Link } from '@/i18n/navigation';

/** A post's date as the reader's language writes it (the date is a calendar day, kept in UTC). */
export async function PostDate({ iso }: { iso: string }) {
  const format = await getFormatter();
  return <time dateTime={iso}>{format.dateTime(new Date(iso), { dateStyle: 'long', timeZone: 'UTC' })}</time>;
}

/** The hero image of a post, at its own size (no layout shift); lazy unless it is the page's first. */
export function HeroImage({
  hero,
  priority = false,
  className = '',
}: {
  hero: NonNullable<BlogPostSummary['hero']>;
  priority?: boolean;
  className?: string;
}) {
  const srcSet = hero.sizes.length > 1 ? hero.sizes.map((size) => `${size.src} ${size.width}w`).join(', ') : undefined;
  return (
    // Our own drawings are SVG and imported images are WebP sizes made at import: no optimizer needed.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={hero.src}
      srcSet={srcSet}
      sizes={srcSet ? '(min-width: 1024px) 768px, 100vw' : undefined}
      width={hero.width}
      height={hero.height}
      alt={hero.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={`h-auto w-full rounded-xl bg-brand-50 ${className}`}
    />
  );
}

/** One post in a list: image, topic, title (the link), summary, date and reading time. */
export async function PostCard({
  post,
  priority = false,
  headingLevel = 3,
}: {
  post: BlogPostSummary;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const t = await getTranslations('blog.card');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex flex-col gap-3">
      {post.hero ? <HeroImage hero={{ ...post.hero, alt: '' }} priority={priority} /> : null}
      {post.category ? (
        <Link href={`/blog/category/${post.category.slug}`} className="text-sm font-semibold text-brand-700 hover:underline">
          {post.category.name}
        </Link>
      ) : null}
      <Heading className="text-xl font-bold text-brand-900">
        <Link href={`/blog/${post.key}`} className="hover:underline">
          {post.title}
        </Link>
      </Heading>
      <p className="text-slate-700">{post.description}</p>
      <p className="text-sm text-slate-600">
        <PostDate iso={post.published_at} /> · {t('readingTime', { minutes: post.reading_minutes })}
      </p>
    </article>
  );
}

/** Posts in a responsive grid. */
export async function PostGrid({
  posts,
  firstPriority = false,
  headingLevel = 3,
}: {
  posts: BlogPostSummary[];
  firstPriority?: boolean;
  /** 2 where the grid is the page's main content (under its h1), 3 inside a section with its own h2. */
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, i) => (
        <li key={post.key}>
          <PostCard post={post} priority={firstPriority && i === 0} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
