'use client';
/**
 * Buying a gift card (docs/product.md §3 "Gift cards"): which card, for whom, and for someone else
 * their email, the sender's name and message, the mail's language and its day; then the same
 * PayPal step as a plan's (`PayWithPaypal` with the gift's choices). After payment the page comes
 * back with ?order= and shows the code once (`GiftCodeReveal`).
 */
import { useState } from 'react';
import { GIFT_DELIVERY_MAX_DAYS, GIFT_MESSAGE_MAX, GIFT_SENDER_NAME_MAX, type LanguageCode } from '@kestrel/domain';
import { EmailField, TextAreaField, TextField } from '@/features/account/form-controls';
import { fill, type MessageTexts } from '@/features/account/messages';
import { PayWithPaypal, type PayLabels } from '@/features/payment/pay-with-paypal-client';

export interface GiftProduct {
  id: number;
  name: string;
  price: string;
  perMonth: string;
  pay: PayLabels;
}

export interface GiftPurchaseLabels {
  product: string;
  forWhom: string;
  forSomeone: string;
  forMe: string;
  recipientEmail: string;
  senderName: string;
  senderNameHint: string;
  message: string;
  messageHint: string;
  recipientLanguage: string;
  deliverOn: string;
  deliverOnHint: string;
  summary: string;
  summarySelf: string;
}

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export function GiftPurchase({
  products,
  languages,
  language,
  labels,
  messages,
  successPath,
}: {
  products: GiftProduct[];
  /** The 16 languages by their own names, for the mail's language. */
  languages: ReadonlyArray<readonly [LanguageCode, string]>;
  language: LanguageCode;
  labels: GiftPurchaseLabels;
  messages: MessageTexts;
  successPath: string;
}) {
  const [productId, setProductId] = useState(products[1]?.id ?? products[0]?.id);
  const [forSomeone, setForSomeone] = useState(true);
  const [recipient, setRecipient] = useState('');
  const [senderName, setSenderName] = useState('');
  const [message, setMessage] = useState('');
  const [recipientLanguage, setRecipientLanguage] = useState<LanguageCode>(language);
  // The day is chosen in UTC, as the API reads it.
  const [today] = useState(() => isoDay(Date.now()));
  const [deliverOn, setDeliverOn] = useState(today);
  const product = products.find((candidate) => candidate.id === productId) ?? products[0];
  if (!product) return null;

  const gift = forSomeone
    ? {
        recipient_email: recipient.trim() || undefined,
        sender_name: senderName.trim() || undefined,
        message: message.trim() || undefined,
        recipient_language: recipientLanguage,
        deliver_on: deliverOn,
      }
    : {};
  const radio = 'size-4 accent-brand-600';

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="font-semibold text-slate-900">{labels.product}</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          {products.map((candidate) => (
            <label
              key={candidate.id}
              className="flex cursor-pointer flex-col gap-1 rounded-xl border-2 border-slate-200 p-4 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <span className="flex items-center gap-2 font-semibold text-slate-900">
                <input
                  type="radio"
                  name="gift-product"
                  className={radio}
                  checked={candidate.id === productId}
                  onChange={() => setProductId(candidate.id)}
                />
                {candidate.name}
              </span>
              <span className="text-2xl font-bold text-brand-900">{candidate.price}</span>
              <span className="text-sm text-slate-700">{candidate.perMonth}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="font-semibold text-slate-900">{labels.forWhom}</legend>
        <div className="mt-2 space-y-2">
          <label className="flex items-center gap-2">
            <input type="radio" name="gift-for" className={radio} checked={forSomeone} onChange={() => setForSomeone(true)} />
            {labels.forSomeone}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="gift-for" className={radio} checked={!forSomeone} onChange={() => setForSomeone(false)} />
            {labels.forMe}
          </label>
        </div>
      </fieldset>

      {forSomeone ? (
        <div className="space-y-4">
          <EmailField
            id="gift-recipient"
            name="recipient_email"
            label={labels.recipientEmail}
            value={recipient}
            onChange={(event) => setRecipient(event.target.value)}
            required
          />
          <TextField
            id="gift-sender"
            name="sender_name"
            label={labels.senderName}
            hint={labels.senderNameHint}
            value={senderName}
            maxLength={GIFT_SENDER_NAME_MAX}
            autoComplete="name"
            onChange={(event) => setSenderName(event.target.value)}
          />
          <TextAreaField
            id="gift-message"
            name="message"
            label={labels.message}
            hint={labels.messageHint}
            value={message}
            rows={4}
            maxLength={GIFT_MESSAGE_MAX}
            onChange={(event) => setMessage(event.target.value)}
          />
          <div>
            <label htmlFor="gift-language" className="block font-medium text-slate-900">
              {labels.recipientLanguage}
            </label>
            <select
              id="gift-language"
              value={recipientLanguage}
              onChange={(event) => setRecipientLanguage(event.target.value as LanguageCode)}
              className="mt-1.5 w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-slate-900 sm:w-auto"
            >
              {languages.map(([code, name]) => (
                <option key={code} value={code} lang={code}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <TextField
            id="gift-day"
            name="deliver_on"
            type="date"
            label={labels.deliverOn}
            hint={labels.deliverOnHint}
            value={deliverOn}
            min={today}
            max={isoDay(Date.parse(today) + GIFT_DELIVERY_MAX_DAYS * DAY_MS)}
            onChange={(event) => setDeliverOn(event.target.value)}
            required
          />
        </div>
      ) : null}

      <p className="rounded-lg bg-slate-50 p-4 text-slate-800">
        {forSomeone ? fill(labels.summary, { recipient: recipient.trim() || '…' }) : labels.summarySelf}
      </p>
      <PayWithPaypal
        planId={product.id}
        channel={undefined}
        returnTo="web"
        window="popup"
        successPath={successPath}
        labels={product.pay}
        messages={messages}
        gift={gift}
      />
    </div>
  );
}
