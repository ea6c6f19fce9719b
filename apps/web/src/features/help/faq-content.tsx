import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BRAND } from '@kestrel/domain';
import type { FaqItem } from '@/components/ui/faq-list';
import { Link } from '@/i18n/navigation';
import { answerKeys, FAQ_ENTRIES, FAQ_GROUPS, FAQ_LINKS, FAQ_VALUES, plainAnswer } from './faq-entries';
import type { FaqSearchGroup, FaqSearchLabels } from './faq-search-client';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** The answers' rich-text tags as links. */
const LINKS: Record<string, (chunks: ReactNode) => ReactNode> = {
  ...Object.fromEntries(
    Object.entries(FAQ_LINKS).map(([tag, path]) => [
      tag,
      (chunks: ReactNode) => (
        <Link href={path} className={linkClass}>
          {chunks}
        </Link>
      ),
    ]),
  ),
  mail: (chunks: ReactNode) => (
    <a href={`mailto:${BRAND.supportEmail}`} className={linkClass}>
      {chunks}
    </a>
  ),
};

export interface FaqContent {
  groups: FaqSearchGroup[];
  labels: FaqSearchLabels;
  /** Every question with its whole answer as plain text (FAQPage structured data). */
  questions: FaqItem[];
}

/** The FAQ's 19 entries in the visitor's language, as the page and its search need them. */
export async function faqContent(): Promise<FaqContent> {
  const t = await getTranslations('help.faq');
  const rich = (key: string) => t.rich(key, { ...FAQ_VALUES, ...LINKS });
  const questions: FaqItem[] = [];

  const groups = FAQ_GROUPS.map((group) => ({
    id: group.slug,
    title: t(`groups.${group.key}`),
    entries: group.entries.map((entry) => {
      const { answer, steps, after } = answerKeys(t, entry);
      const question = t(`entries.${entry.key}.question`, FAQ_VALUES);
      const plain = plainAnswer(t, entry);
      questions.push({ question, answer: plain });
      return {
        id: entry.slug,
        question,
        text: `${question} ${plain}`,
        answer: (
          <>
            <p>{rich(answer)}</p>
            {steps.length > 0 ? (
              <ol className="list-decimal space-y-2 ps-6">
                {steps.map((key) => (
                  <li key={key}>{rich(key)}</li>
                ))}
              </ol>
            ) : null}
            {after ? <p>{rich(after)}</p> : null}
          </>
        ),
      };
    }),
  }));

  const labels: FaqSearchLabels = {
    label: t('search.label'),
    hint: t('search.hint'),
    linkToAnswer: t('linkToAnswer'),
    results: Array.from({ length: FAQ_ENTRIES.length + 1 }, (_, count) => t('search.results', { count })),
    noResults: t.rich('search.noResults', LINKS),
  };

  return { groups, labels, questions };
}
