import { Link } from '@/i18n/navigation';
import { fetchRunningCampaign } from '@/lib/api/server';

/**
 * A link that announces the promotion, shown only while a campaign runs (docs/product.md §4
 * "Promotion and campaigns"): it follows the same answer as /promotion (GET campaigns/running), so no
 * page points visitors to an offer that is not there. A page that shows it regenerates at least as
 * often as the answer is cached (revalidate = 60).
 */
export async function CurrentPromotionLink({ label, className }: { label: string; className: string }) {
  const running = await fetchRunningCampaign();
  if (!running?.campaign) return null;
  return (
    <Link href="/promotion" className={className}>
      {label}
    </Link>
  );
}
