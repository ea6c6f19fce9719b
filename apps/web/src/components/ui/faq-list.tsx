import { JsonLd } from '@/components/seo/json-ld';
import { StaticHtml } from '@/components/static-html';

export interface FaqItem {
  question: string;
  /** Plain text: it is also the structured data's answer. */
  answer: string;
}

/** FAQPage structured data (schema.org) for questions shown on the page. */
export function FaqJsonLd({ items }: { items: readonly FaqItem[] }) {
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: items.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
      }}
    />
  );
}

/**
 * Questions and answers as disclosures (no script needed), with FAQPage structured data; the list is
 * one element for React (StaticHtml).
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <>
      <StaticHtml>
        <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {items.map((item) => (
            <details key={item.question} className="group p-5">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold">
                {item.question}
                <span aria-hidden="true" className="text-brand-600 transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="mt-3 text-slate-700">{item.answer}</p>
            </details>
          ))}
        </div>
      </StaticHtml>
      <FaqJsonLd items={items} />
    </>
  );
}
