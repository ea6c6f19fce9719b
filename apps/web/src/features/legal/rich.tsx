import type { ReactNode } from 'react';
import { BRAND } from '@kestrel/domain';
import { Link } from '@/i18n/navigation';

/** An inline link in a legal text. */
export const legalLinkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

function internal(href: string) {
  return function InternalLink(chunks: ReactNode) {
    return (
      <Link href={href} className={legalLinkClass}>
        {chunks}
      </Link>
    );
  };
}

/** The rich-text tags the legal texts use ("<mail>…</mail>", "<cookies>…</cookies>"…). */
export const legalTags = {
  mail: (chunks: ReactNode) => (
    <a href={`mailto:${BRAND.supportEmail}`} className={legalLinkClass}>
      {chunks}
    </a>
  ),
  strong: (chunks: ReactNode) => <strong className="font-semibold text-slate-900">{chunks}</strong>,
  privacy: internal('/policy'),
  cookies: internal('/cookie-policy'),
  account: internal('/myAccount'),
  pricing: internal('/pricing'),
  nologs: internal('/features/no-logs'),
};

/** The values every legal text may use. */
export const legalValues = { brand: BRAND.name, legalName: BRAND.legalName, email: BRAND.supportEmail };
