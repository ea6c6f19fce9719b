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

/** The numbered `<prefix>.N.question/answer` pairs of a catalog group, for FaqList. */
export function faqItems(t: Translate, prefix: string, values: Record<string, string | number>) {
  return numberedKeys(t, prefix, '.question').map((key) => ({
    question: t(`${key}.question`, values),
    answer: t(`${key}.answer`, values),
  }));
}
