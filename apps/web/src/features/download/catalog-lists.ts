import type { getTranslations } from 'next-intl/server';

type Translate = Awaited<ReturnType<typeof getTranslations>>;

/**
 * The texts of a numbered catalog group (`<prefix>.1`, `<prefix>.2`, … up to the first gap), so a
 * page's list grows or shrinks by editing the catalog alone.
 */
export function numberedKeys(t: Translate, prefix: string, leaf = ''): string[] {
  const keys: string[] = [];
  for (let n = 1; t.has(`${prefix}.${n}${leaf}`); n++) keys.push(`${prefix}.${n}`);
  return keys;
}

/**
 * The `<prefix>.<key>.question/answer` pairs of a catalog group, for FaqList: for the named `keys` in
 * their order, or else for the numbered ones (`<prefix>.1`, `<prefix>.2`, … up to the first gap).
 */
export function faqItems(t: Translate, prefix: string, values: Record<string, string | number>, keys?: readonly string[]) {
  const groups = keys ? keys.map((key) => `${prefix}.${key}`) : numberedKeys(t, prefix, '.question');
  return groups.map((group) => ({
    question: t(`${group}.question`, values),
    answer: t(`${group}.answer`, values),
  }));
}
