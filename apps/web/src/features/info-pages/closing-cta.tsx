import type { ReactNode } from 'react';
import { Section } from '@/components/ui/section';
import { Link } from '@/i18n/navigation';
import { infoClass } from './classes';

/**
 * The dark band that closes an information page: the page's own next step (a button styled
 * `buttonClass.inverted`), then the way to the plans.
 */
export function ClosingCta({
  id,
  title,
  lead,
  action,
  plansLabel,
}: {
  id: string;
  title: string;
  lead: string;
  action: ReactNode;
  plansLabel: string;
}) {
  return (
    <Section id={id} tone="dark" title={title} lead={lead}>
      <div className="flex flex-wrap gap-3">
        {action}
        <Link href="/pricing" className={infoClass.outlineOnDark}>
          {plansLabel}
        </Link>
      </div>
    </Section>
  );
}
