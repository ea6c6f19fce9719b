import { getTranslations } from 'next-intl/server';
import { BRAND } from '@kestrel/domain';
import { buttonClass } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { Link } from '@/i18n/navigation';
import { CheckIcon } from './platform-icon';

/**
 * Free (with ads) against Premium (docs/product.md §1). The Chrome extension covers the browser only, so
 * its page leaves out the kill switch line rather than promise something it may not do.
 */
export async function WhatYouGet({ killSwitch = true }: { killSwitch?: boolean }) {
  const t = await getTranslations('download');
  const values = { brand: BRAND.name };
  const free = ['1', '2', '3'].map((key) => t(`plans.free.${key}`, values));
  const premium = ['1', ...(killSwitch ? ['2'] : []), '3', '4'].map((key) => t(`plans.premium.${key}`, values));
  const columns = [
    { key: 'free', title: t('plans.free.title'), items: free, highlight: false },
    { key: 'premium', title: t('plans.premium.title'), items: premium, highlight: true },
  ];

  return (
    <Section id="plans" title={t('plans.title')} lead={t('plans.lead', values)}>
      <div className="grid gap-4 md:grid-cols-2">
        {columns.map((column) => (
          <div
            key={column.key}
            className={`rounded-xl border p-6 ${column.highlight ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white'}`}
          >
            <h3 className="text-xl font-semibold text-brand-900">{column.title}</h3>
            <ul className="mt-4 space-y-3">
              {column.items.map((item) => (
                <li key={item} className="flex gap-3 text-slate-700">
                  <CheckIcon />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <Link href="/pricing" className={`${buttonClass.secondary} mt-8`}>
        {t('common.comparePlans')}
      </Link>
    </Section>
  );
}
