/**
 * Blog post keys (docs/product.md §2 "Blog post key"), the `{unikey}` of /blog/{unikey}:
 * - a WordPress post: `wp~` + its short path, e.g. `wp~how-to-stream`;
 * - a normal post: its short path, e.g. `how-to-stream`;
 * - otherwise: `id~` + the numeric id, e.g. `id~123`.
 * Short paths are lowercase slugs, which never contain `~`, so the markers cannot collide
 * with a short path; `~` is an RFC 3986 unreserved character, so keys need no URL encoding.
 */

/** What a key identifies. `id` is known only for id keys, `short_path` only for the others. */
export interface BlogPostRef {
  readonly id: number | undefined;
  readonly isWP: boolean;
  readonly short_path: string | undefined;
}

/** A post as the blog API describes it; an empty or null short_path means it has none. */
export interface BlogPostSource {
  readonly id?: number | null | undefined;
  readonly isWP: boolean;
  readonly short_path?: string | null | undefined;
}

export type BlogKeyErrorReason = 'malformed' | 'short_path' | 'id' | 'unencodable';

/** The only error `encodeBlogKey` and `decodeBlogKey` throw. */
export class BlogKeyError extends Error {
  override readonly name = 'BlogKeyError';
  constructor(
    readonly reason: BlogKeyErrorReason,
    message: string,
  ) {
    super(message);
  }
}

export type BlogKeyResult = { ok: true; value: BlogPostRef } | { ok: false; error: BlogKeyError };

export const WP_KEY_PREFIX = 'wp~';
export const ID_KEY_PREFIX = 'id~';
// WordPress stores a post slug in a 200-character column.
export const SHORT_PATH_MAX_LENGTH = 200;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ID = /^[1-9][0-9]*$/;

/** True for a lowercase slug like `how-to-stream` of at most 200 characters. */
export function isShortPath(x: unknown): x is string {
  return typeof x === 'string' && x.length <= SHORT_PATH_MAX_LENGTH && SLUG.test(x);
}

function isPostId(x: unknown): x is number {
  return typeof x === 'number' && Number.isSafeInteger(x) && x > 0;
}

/**
 * The URL key of a blog post (docs/product.md §2). A WordPress post without a short path falls back to
 * its id key, so that key decodes with isWP false: the id alone finds the post.
 * @throws BlogKeyError for a short path that is not a slug, or a post with neither a short
 * path nor a positive integer id.
 */
export function encodeBlogKey(post: BlogPostSource): string {
  const path = post.short_path ?? '';
  if (path !== '') {
    if (!isShortPath(path)) throw new BlogKeyError('short_path', 'short_path must be a lowercase slug');
    return post.isWP ? WP_KEY_PREFIX + path : path;
  }
  if (isPostId(post.id)) return ID_KEY_PREFIX + String(post.id);
  throw new BlogKeyError('unencodable', 'a blog post needs a short_path or a positive integer id');
}

function decodeShortPath(path: string, isWP: boolean): BlogPostRef {
  if (!isShortPath(path)) throw new BlogKeyError('short_path', 'blog key has a malformed short path');
  return { id: undefined, isWP, short_path: path };
}

function decodeId(digits: string): BlogPostRef {
  const id = Number(digits);
  if (!ID.test(digits) || !Number.isSafeInteger(id)) {
    throw new BlogKeyError('id', 'blog key has a malformed id');
  }
  return { id, isWP: false, short_path: undefined };
}

/**
 * Decodes a blog post key (docs/product.md §2) into { id, isWP, short_path }. The key is a URL path
 * segment after percent-decoding.
 * @throws BlogKeyError (and nothing else) for a malformed key.
 */
export function decodeBlogKey(key: string): BlogPostRef {
  if (typeof key !== 'string') throw new BlogKeyError('malformed', 'blog key must be a string');
  if (key.startsWith(WP_KEY_PREFIX)) return decodeShortPath(key.slice(WP_KEY_PREFIX.length), true);
  if (key.startsWith(ID_KEY_PREFIX)) return decodeId(key.slice(ID_KEY_PREFIX.length));
  if (isShortPath(key)) return { id: undefined, isWP: false, short_path: key };
  throw new BlogKeyError('malformed', 'blog key is neither a short path nor a wp~ or id~ key');
}

/** `decodeBlogKey` that returns its error instead of throwing (accepts any input). */
export function safeDecodeBlogKey(key: unknown): BlogKeyResult {
  try {
    return { ok: true, value: decodeBlogKey(key as string) };
  } catch (error) {
    if (error instanceof BlogKeyError) return { ok: false, error };
    throw error;
  }
}
