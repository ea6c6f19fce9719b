import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import {
  BRAND,
  formatMoney,
  GIFT_CODE_EXAMPLE,
  GIFT_MESSAGE_KEYS,
  LANGUAGE_CODES,
  languageName,
  parseProductId,
  queryValue,
  type LanguageCode,
} from '@kestrel/domain';
import { inLanguage } from '@kestrel/domain/languages';
import { PageFaq } from '@/components/ui/page-faq';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { sharedFormLabels } from '@/features/account/form-labels';
import { errorMessages } from '@/features/account/server-messages';
import { AccountChoice } from '@/features/account/sign-in-forms';
import { GiftCodeReveal } from '@/features/gift-cards/gift-code-reveal-client';
import { GiftPurchase, type GiftProduct } from '@/features/gift-cards/gift-purchase-client';
import { RedeemForm } from '@/features/gift-cards/redeem-form-client';
import { payLabels } from '@/features/payment/payment-labels';
import { buyerState } from '@/features/payment/session';
import { productDuration } from '@/features/pricing/plan-labels';
import { fetchGiftPlans } from '@/lib/api/server';
import { pageLocale } from '@/lib/locale';
import { routeMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  return routeMetadata('/gift-card', locale);
}

/**
 * docs/product.md §2 /gift-card and §3 "Gift cards": buy a card (for oneself or for someone, on a
 * chosen day) and redeem one, signed in or after signing up on the page; after paying, the page
 * shows the new card's code once.
 */
export default async function GiftCardPage({ params, searchParams }: Props) {
  const locale = (await pageLocale(params)) as LanguageCode;
  const query = await searchParams;
  const [plans, buyer, t, tPricing, shared, messages] = await Promise.all([
    fetchGiftPlans(),
    buyerState(locale),
    getTranslations('giftCard'),
    getTranslations('pricing'),
    sharedFormLabels(),
    errorMessages(),
  ]);
  const tErrors = await getTranslations('errors');
  const brand = { brand: BRAND.name };
  const account = buyer.profile.kind === 'ok' ? buyer.profile.profile : undefined;
  const giftMessages = { ...messages, ...Object.fromEntries(Object.values(GIFT_MESSAGE_KEYS).map((key) => [key, tErrors(key)])) };
  const signUp = queryValue(query, 'account') === 'new';
  const selfPath = '/gift-card';
  const afterSignIn = inLanguage(locale, selfPath);

  const products: GiftProduct[] = await Promise.all(
    (plans ?? []).map(async (plan) => {
      const months = parseProductId(plan.product_id);
      const monthCount = months.intervalUnit === 'YEAR' ? months.interval * 12 : months.intervalUnit === 'MONTH' ? months.interval : 1;
      const price = formatMoney(plan.price, plan.currency, locale);
      const name = productDuration(plan.product_id, (key, values) => tPricing(key, values)) ?? plan.product_id;
      return {
        id: plan.id,
        name: t('products.name', { plan: name }),
        price,
        perMonth: t('products.perMonth', { perMonth: formatMoney(Math.round(plan.price / monthCount), plan.currency, locale) }),
        pay: await payLabels(price),
      };
    }),
  );

  const signInChoice = (
    <AccountChoice
      label={t('buy.signIn')}
      signInLabel={t('buy.signIn')}
      signUpLabel={t('buy.createAccount')}
      selfPath={selfPath}
      signUp={signUp}
      locale={locale}
      afterSignIn={afterSignIn}
    />
  );

  return (
    <>
      <PageHero title={t('hero.title')} lead={t('hero.lead', brand)} />
      <GiftCodeReveal
        labels={{
          title: t('paid.title'),
          codeLabel: t('paid.codeLabel'),
          once: t('paid.once'),
          mailed: t('paid.mailed'),
          copy: t('paid.copy'),
          copied: t('paid.copied'),
          loading: t('paid.loading'),
          gone: t('paid.gone'),
        }}
      />
      <Section id="buy" title={t('buy.title')}>
        <div className="max-w-3xl">
          {!account ? (
            <>
              <p className="text-slate-800">{t('buy.signedOut')}</p>
              {signInChoice}
            </>
          ) : products.length === 0 ? null : (
            <>
              <p className="mb-6 font-semibold break-all text-slate-900">{t('buy.signedInAs', { email: account.email })}</p>
              <GiftPurchase
                products={products}
                languages={LANGUAGE_CODES.map((code) => [code, languageName(code)] as const)}
                language={locale}
                messages={giftMessages}
                successPath={inLanguage(locale, selfPath)}
                labels={{
                  product: t('buy.product'),
                  forWhom: t('buy.forWhom'),
                  forSomeone: t('buy.forSomeone'),
                  forMe: t('buy.forMe'),
                  recipientEmail: t('buy.recipientEmail'),
                  senderName: t('buy.senderName'),
                  senderNameHint: t('buy.senderNameHint'),
                  message: t('buy.message'),
                  messageHint: t('buy.messageHint'),
                  recipientLanguage: t('buy.recipientLanguage'),
                  deliverOn: t('buy.deliverOn'),
                  deliverOnHint: t('buy.deliverOnHint'),
                  // Filled in the browser with what the buyer types.
                  summary: t.raw('buy.summary') as string,
                  summarySelf: t('buy.summarySelf'),
                }}
              />
            </>
          )}
        </div>
      </Section>
      <Section id="redeem" tone="muted" title={t('redeem.title')}>
        <div className="max-w-3xl">
          <p className="mb-5 text-slate-800">{t('redeem.lead')}</p>
          {account ? (
            <RedeemForm
              messages={giftMessages}
              successPath={inLanguage(locale, '/redeem-suc')}
              labels={{
                code: t('redeem.code'),
                codeHint: t('redeem.codeHint', { example: GIFT_CODE_EXAMPLE }),
                submit: t('redeem.submit'),
                submitting: t('redeem.submitting'),
                errorTitle: shared.errorTitle,
              }}
            />
          ) : (
            <p className="text-slate-800">
              {t('redeem.signedOut')}{' '}
              <a href="#buy" className="font-semibold text-brand-700 underline">
                {t('buy.signIn')}
              </a>
            </p>
          )}
        </div>
      </Section>
      <PageFaq
        title={t('faq.title')}
        items={(['1', '2', '3'] as const).map((n) => ({ question: t(`faq.${n}.question`), answer: t(`faq.${n}.answer`, brand) }))}
      />
    </>
  );
}
