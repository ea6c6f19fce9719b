/**
 * Which campaign runs (docs/product.md §4 "Promotion and campaigns"): the one rule the API's
 * running-campaign endpoint, its plans state and the website's promotion pages share. Zod-free,
 * so browser code may import it through the `@kestrel/domain/campaigns` subpath.
 */
import { isWithinWindow } from './countdown';

/** What the rule reads of a campaign: its id and its window (ISO 8601 instants or dates). */
export interface CampaignTiming {
  readonly key: string;
  readonly starts_at: string | Date;
  readonly ends_at: string | Date;
}

const time = (value: string | Date) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/**
 * The campaign running at `now`, or undefined when none does. A window includes its start and
 * excludes its end. When windows overlap, the campaign that started last wins (a newer campaign
 * replaces the one it overlaps), then the one ending first, then the smaller key, so every
 * instance answers the same. Campaigns with an unreadable window never run.
 */
export function runningCampaign<C extends CampaignTiming>(campaigns: readonly C[], now: Date): C | undefined {
  let best: C | undefined;
  for (const campaign of campaigns) {
    if (Number.isNaN(time(campaign.starts_at)) || Number.isNaN(time(campaign.ends_at))) continue;
    if (!isWithinWindow({ start: campaign.starts_at, end: campaign.ends_at }, now)) continue;
    if (!best || compareRunning(campaign, best) < 0) best = campaign;
  }
  return best;
}

function compareRunning(a: CampaignTiming, b: CampaignTiming): number {
  return time(b.starts_at) - time(a.starts_at) || time(a.ends_at) - time(b.ends_at) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/** The next instant after `now` at which some campaign starts or ends (what is running may change); undefined when none is ahead. */
export function nextCampaignChange(campaigns: readonly CampaignTiming[], now: Date): Date | undefined {
  const after = campaigns
    .flatMap((campaign) => [time(campaign.starts_at), time(campaign.ends_at)])
    .filter((instant) => !Number.isNaN(instant) && instant > now.getTime());
  return after.length > 0 ? new Date(Math.min(...after)) : undefined;
}
