/**
 * Postback URL templates of the partner networks (docs/product.md §3 "Attribution"): the operator
 * configures one per network and event, with placeholders the API fills in for each order.
 */
import { minorToDecimal } from './currency';
import { UTM_TAG_NAMES, type UtmTagName } from './tracking';

/**
 * The placeholders a template may use: each is replaced by the URL-encoded value. The utm tags in
 * force when the order was placed (empty when there were none) fill a network's sub-id parameters.
 */
export const POSTBACK_PLACEHOLDERS = ['click_id', 'order_no', 'amount', 'currency', 'test', ...UTM_TAG_NAMES] as const;
export type PostbackPlaceholder = (typeof POSTBACK_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{([a-z_]+)\}/g;

/** Why a template is refused, or undefined when it is a usable http(s) URL whose placeholders are all known. */
export function postbackTemplateProblem(template: string): string | undefined {
  const unknown = [...template.matchAll(PLACEHOLDER)]
    .map((m) => m[1]!)
    .filter((name) => !POSTBACK_PLACEHOLDERS.includes(name as PostbackPlaceholder));
  if (unknown.length > 0) return `unknown placeholder {${unknown[0]}}; use ${POSTBACK_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`;
  if (!template.includes('{click_id}')) return 'must contain {click_id}, the partner click it reports';
  try {
    const url = new URL(template.replace(PLACEHOLDER, 'x'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an http:// or https:// URL';
  } catch {
    return 'must be an http:// or https:// URL';
  }
  return undefined;
}

export interface PostbackValues {
  readonly clickId: string;
  readonly orderNo: string;
  readonly amountMinor: number;
  readonly currency: string;
  /** The order moved no money (test checkout): networks that know a test flag can drop it. */
  readonly testMode: boolean;
  readonly utm?: Partial<Record<UtmTagName, string>> | undefined;
}

/** The template with the order's values in place, each URL-encoded. */
export function fillPostbackUrl(template: string, values: PostbackValues): string {
  const filled = {
    click_id: values.clickId,
    order_no: values.orderNo,
    amount: minorToDecimal(values.amountMinor, values.currency),
    currency: values.currency,
    test: values.testMode ? '1' : '0',
    ...Object.fromEntries(UTM_TAG_NAMES.map((name) => [name, values.utm?.[name] ?? ''])),
  } as Record<PostbackPlaceholder, string>;
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    name in filled ? encodeURIComponent(filled[name as PostbackPlaceholder]) : whole,
  );
}
