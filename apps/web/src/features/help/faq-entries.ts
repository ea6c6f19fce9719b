/**
 * The FAQ of docs/product.md §2: its 19 entries in the product's order, grouped under topic
 * headings without reordering them. Each entry's `slug` is its anchor on /faq (`/faq#how-to-connect`):
 * the same in every language, so a shared link keeps working, and never renamed once published.
 * Its text lives in the `help` catalog under `faq.entries.<key>`: `question`, `answer`, optional
 * numbered `steps` and an optional `after` paragraph.
 */
import { BRAND, LANGUAGES, MARKETING_CLAIMS } from '@kestrel/domain';
import { REFUND_VALUES } from '@/features/legal/legal-facts';

export interface FaqEntryDef {
  slug: string;
  key: string;
}

export interface FaqGroupDef {
  /** Anchor of the topic heading. */
  slug: string;
  /** Catalog key of its title under `faq.groups`. */
  key: string;
  entries: readonly FaqEntryDef[];
}

export const FAQ_GROUPS: readonly FaqGroupDef[] = [
  {
    slug: 'getting-started',
    key: 'start',
    entries: [
      { slug: 'why-use-a-vpn', key: 'whyVpn' },
      { slug: 'is-it-safe', key: 'safe' },
      // "Connecting and disconnecting" is two entries: that makes the product's 19.
      { slug: 'how-to-connect', key: 'connect' },
      { slug: 'how-to-disconnect', key: 'disconnect' },
    ],
  },
  {
    slug: 'connection-problems',
    key: 'problems',
    entries: [
      { slug: 'authorization-problems', key: 'authorization' },
      { slug: 'no-internet-while-connected', key: 'noInternet' },
      { slug: 'disconnects-by-itself', key: 'disconnects' },
      { slug: 'slow-connection', key: 'slow' },
    ],
  },
  {
    slug: 'servers-and-app',
    key: 'app',
    entries: [
      { slug: 'best-server', key: 'bestServer' },
      { slug: 'change-location', key: 'switchLocation' },
      { slug: 'ads', key: 'ads' },
      { slug: 'request-a-server', key: 'requestServer' },
      { slug: 'change-language', key: 'language' },
    ],
  },
  {
    slug: 'plans-and-account',
    key: 'plans',
    entries: [
      { slug: 'how-to-subscribe', key: 'subscribe' },
      { slug: 'premium-benefits', key: 'premium' },
      { slug: 'create-an-account', key: 'createAccount' },
    ],
  },
  {
    slug: 'refunds',
    key: 'refunds',
    entries: [
      { slug: 'refund-policy', key: 'refundPolicy' },
      { slug: 'refund-request-contents', key: 'refundContents' },
      { slug: 'refund-timing', key: 'refundTiming' },
    ],
  },
];

/** The entries in page order. */
export const FAQ_ENTRIES: readonly FaqEntryDef[] = FAQ_GROUPS.flatMap((group) => group.entries);

/** Numbered step keys an entry may have; the catalog decides how many it uses. */
export const FAQ_STEP_KEYS = ['1', '2', '3', '4', '5', '6'] as const;

/**
 * Pages an answer may link to, as rich-text tags (`<pricing>pricing page</pricing>`). `mail`
 * is the support address. /refund-request is the refund form's page (issue 11, another change).
 */
export const FAQ_LINKS = {
  benefits: '/vpn-benefits',
  download: '/download',
  noLogs: '/features/no-logs',
  ip: '/what-is-my-ip',
  myAccount: '/myAccount',
  contact: '/contact-us',
  killSwitch: '/features/automatic-kill-switch',
  turbo: '/features/turbo-speed',
  throttling: '/features/isp-throttling',
  pricing: '/pricing',
  signup: '/signup',
  moneyBack: '/money-back-guarantee',
  refundRequest: '/refund-request',
} as const;

/** Numbers and names the answers mention, from the domain: the copy never repeats one. */
export const FAQ_VALUES = {
  brand: BRAND.name,
  email: BRAND.supportEmail,
  encryption: MARKETING_CLAIMS.encryption,
  locations: MARKETING_CLAIMS.locations,
  languages: LANGUAGES.length,
  ...REFUND_VALUES,
};

/** Every rich-text tag an answer may use. */
export const FAQ_LINK_TAGS: readonly string[] = [...Object.keys(FAQ_LINKS), 'mail'];

/** What the FAQ needs of a translator bound to the `help.faq` catalog (next-intl's, on the page or in tests). */
export interface FaqTranslator {
  has(key: string): boolean;
  markup(key: string, values: Record<string, string | number | ((chunks: string) => string)>): string;
}

/** Catalog keys of an entry's answer, in reading order: the answer, its steps, then the paragraph after them. */
export function answerKeys(t: Pick<FaqTranslator, 'has'>, entry: FaqEntryDef): { answer: string; steps: string[]; after?: string } {
  const base = `entries.${entry.key}`;
  const steps = FAQ_STEP_KEYS.map((n) => `${base}.steps.${n}`).filter((key) => t.has(key));
  return { answer: `${base}.answer`, steps, ...(t.has(`${base}.after`) ? { after: `${base}.after` } : {}) };
}

const PLAIN_TAGS = Object.fromEntries(FAQ_LINK_TAGS.map((tag) => [tag, (chunks: string) => chunks]));

/** An entry's whole answer as plain text, links reduced to their words: what search matches and structured data states. */
export function plainAnswer(t: FaqTranslator, entry: FaqEntryDef): string {
  const { answer, steps, after } = answerKeys(t, entry);
  return [answer, ...steps, ...(after ? [after] : [])].map((key) => t.markup(key, { ...FAQ_VALUES, ...PLAIN_TAGS })).join(' ');
}
