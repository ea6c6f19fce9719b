// No zod here: pages and browser code read queries with it.

/** A query as URLSearchParams, or as Next.js hands search params to a page. */
export type QueryInput = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * The value of parameter `name`: the first one when it is repeated (`?a=1&a=2` → "1"), undefined
 * when absent. A plain object's inherited properties are not parameters.
 */
export function queryValue(query: QueryInput, name: string): string | undefined {
  if (query instanceof URLSearchParams) return query.get(name) ?? undefined;
  const value = Object.hasOwn(query, name) ? query[name] : undefined;
  return typeof value === 'string' ? value : value?.[0];
}
