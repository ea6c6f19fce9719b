import type { Metadata } from 'next';
import { WinPayPage } from '@/features/payment/win-pay-page';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = {
  params: Promise<{ locale: string }>;
  // ?token= is the Windows app's session; ?plan_id= or ?product_id= preselects a plan (as on /pricing).
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/win-pay/native', locale);
}

export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  return <WinPayPage locale={locale} query={await searchParams} target="same" />;
}
