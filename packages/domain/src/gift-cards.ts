/**
 * Gift cards (docs/product.md §3 "Gift cards"): products, what a purchase and a redemption send
 * and answer. A gift card's product is a plan whose product id has the tier `gift`
 * (`v2.kestrel.vpn.gift.web.12m`): its interval is the Premium time the card adds when redeemed.
 */
import { z } from 'zod';
import { GIFT_CODE_EXAMPLE } from './gift-codes';
import { LANGUAGE_CODES } from './languages';
import { GIFT_MESSAGE_KEYS, MESSAGE_KEYS } from './messages';
import { CreateOrderRequestSchema } from './payments';
import type { IntervalUnit } from './interval';
import { safeParseProductId } from './product-id';
import { isSingleLine } from './text';

export const GIFT_TIER = 'gift';

/** Whether `productId` is a gift card's product (not a plan the buyer subscribes to). */
export function isGiftProduct(productId: string): boolean {
  const parsed = safeParseProductId(productId);
  return parsed.ok && parsed.value.tier === GIFT_TIER;
}

/**
 * How long a product lasts, as the unit and count a duration is said in ("1 month", "2 years"):
 * what a gift card gives, where a plan's name ("Monthly") would not read as a length. Whole years
 * of months are said in years. Undefined for a malformed product id.
 */
export function productLength(productId: string): { unit: IntervalUnit; count: number } | undefined {
  const parsed = safeParseProductId(productId);
  if (!parsed.ok) return undefined;
  const { interval, intervalUnit } = parsed.value;
  return intervalUnit === 'MONTH' && interval % 12 === 0 ? { unit: 'YEAR', count: interval / 12 } : { unit: intervalUnit, count: interval };
}

export const GIFT_SENDER_NAME_MAX = 60;
export const GIFT_MESSAGE_MAX = 500;
/** The latest delivery date a buyer may choose, in days from today. */
export const GIFT_DELIVERY_MAX_DAYS = 365;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Text a buyer writes for the recipient; the API's edge already refuses control characters in any
 * request (text.ts). The sender's name is one line; the message may have line breaks.
 */
const giftText = (max: number) => z.string().trim().max(max, { error: GIFT_MESSAGE_KEYS.giftText });

/** POST payment/v1/web/gift-cards/orders: a gift card bought like a plan, for oneself or for someone. */
export const CreateGiftOrderRequestSchema = CreateOrderRequestSchema.omit({ channel: true }).extend({
  /** Absent: the card is for the buyer, and the code is mailed to them at once. */
  recipient_email: z.email({ error: MESSAGE_KEYS.invalidEmail }).max(254, { error: MESSAGE_KEYS.invalidEmail }).optional(),
  sender_name: giftText(GIFT_SENDER_NAME_MAX).refine(isSingleLine, { error: GIFT_MESSAGE_KEYS.giftText }).optional(),
  message: giftText(GIFT_MESSAGE_MAX).optional(),
  /** The language of the recipient's mail. */
  recipient_language: z.enum(LANGUAGE_CODES).optional(),
  /** The day the recipient's mail goes out (UTC), today when absent; at most a year ahead. */
  deliver_on: z.string().regex(ISO_DAY, { error: GIFT_MESSAGE_KEYS.giftDeliveryDate }).optional(),
});
export type CreateGiftOrderRequest = z.input<typeof CreateGiftOrderRequestSchema>;

export const GiftPlanSchema = z.object({
  id: z.int(),
  product_id: z.string(),
  price: z.int().nonnegative(),
  currency: z.string(),
});
export const GiftPlansSchema = z.object({ plans: z.array(GiftPlanSchema) });

export const GIFT_CARD_STATES = ['unpaid', 'unsent', 'sent', 'redeemed', 'void'] as const;
export type GiftCardState = (typeof GIFT_CARD_STATES)[number];

/** A card the buyer bought, as My account lists it; the code itself is never shown again. */
export const GiftCardSchema = z.object({
  order_no: z.string(),
  product_id: z.string(),
  state: z.enum(GIFT_CARD_STATES),
  /** Null when the card is for the buyer. */
  recipient_email: z.string().nullable(),
  deliver_on: z.string(),
  /** The code's last four characters, so the buyer can tell cards apart. */
  code_end: z.string().nullable(),
  created_at: z.string(),
  redeemed_at: z.string().nullable(),
  test_mode: z.boolean(),
});
export type GiftCard = z.infer<typeof GiftCardSchema>;
export const GiftCardListSchema = z.object({ cards: z.array(GiftCardSchema) });

/** GET payment/v1/web/gift-cards/orders/{order_no}/code: the code, once, to the buyer of a paid card. */
export const GiftCodeSchema = z.object({ code: z.string().meta({ example: GIFT_CODE_EXAMPLE }), product_id: z.string() });

export const RedeemGiftRequestSchema = z.object({ code: z.string().max(64).meta({ example: GIFT_CODE_EXAMPLE }) });
/** What a redemption added: the product and the account's new Premium end. */
export const RedeemGiftResponseSchema = z.object({ product_id: z.string(), expires_at: z.string() });
