import type { ReactNode } from 'react';
import { FaqList, type FaqItem } from './faq-list';
import { Section } from './section';

/**
 * A page's questions and answers: the section `#faq` with its list (and FAQPage structured data),
 * kept to reading width. `children` follow the list (a link to a related page).
 */
export function PageFaq({
  title,
  items,
  tone,
  children,
}: {
  title: string;
  items: readonly FaqItem[];
  tone?: 'plain' | 'muted';
  children?: ReactNode;
}) {
  return (
    <Section id="faq" tone={tone} title={title}>
      <div className="max-w-3xl">
        <FaqList items={items} />
        {children}
      </div>
    </Section>
  );
}
