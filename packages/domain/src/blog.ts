/**
 * The blog's rules shared by the API and the website (issue 13; the post key is blog-key.ts).
 */

/** What a blog term is: a post has one category, some tags and one author. */
export const BLOG_TERM_KINDS = ['category', 'tag', 'author'] as const;
export type BlogTermKind = (typeof BLOG_TERM_KINDS)[number];

/** Where a post came from: our Markdown files (content/blog) or a WordPress site's REST API. */
export const BLOG_SOURCES = ['markdown', 'wordpress'] as const;
export type BlogSource = (typeof BLOG_SOURCES)[number];

/** Posts per page of a list (category, tag, latest, search) unless the client asks for another size. */
export const BLOG_PAGE_SIZE = 12;
export const BLOG_PAGE_SIZE_MAX = 50;

/**
 * Reading time: about 230 words a minute for languages written with spaces between words, and
 * about 500 characters a minute for Japanese and Korean text counted in characters.
 */
export const READING_WORDS_PER_MINUTE = 230;
export const READING_CHARACTERS_PER_MINUTE = 500;

/** Minutes to read `words` (words or, for ja/ko, characters counted by `countWords`), at least 1. */
export function readingMinutes(words: number, language: string): number {
  const perMinute = language === 'ja' || language === 'ko' ? READING_CHARACTERS_PER_MINUTE : READING_WORDS_PER_MINUTE;
  return Math.max(1, Math.round(words / perMinute));
}

/**
 * How much text `text` holds for reading time: its words, or for Japanese (written without spaces)
 * its letters. Korean is written with spaces, but its words are long, so it is counted in letters too.
 */
export function countWords(text: string, language: string): number {
  if (language === 'ja' || language === 'ko') return text.replace(/[\s\p{P}]/gu, '').length;
  return text.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
