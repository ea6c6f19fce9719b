/**
 * The emails, rendered with react-email as HTML and plain text: account and acknowledgement mails
 * in the recipient's language (the language of the request that caused them), notifications to
 * support in English. Texts come from the `email` catalog namespace; the brand from the domain's BRAND.
 */
import {
  BRAND,
  formatDisplayDate,
  formatMoney,
  inLanguage,
  languageDirection,
  REFUND_PROCESSING_WORKING_DAYS,
  REFUND_REPLY_WORKING_DAYS,
  type LanguageCode,
  type Receipt,
} from '@kestrel/domain';
import { Body, Button, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { ReactNode } from 'react';
import { translate, type MessageValues } from '../../lib/i18n';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

function translator(language: LanguageCode) {
  return (key: string, values: MessageValues = {}) =>
    translate(language, `email.${key}`, { brand: BRAND.name, supportEmail: BRAND.supportEmail, ...values }) ?? key;
}

const styles = {
  body: { backgroundColor: '#f4f5f7', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', borderRadius: 8, margin: '0 auto', maxWidth: 480, padding: 32 },
  brand: { color: '#0f766e', fontSize: 18, fontWeight: 700, margin: '0 0 24px' },
  heading: { color: '#111827', fontSize: 22, margin: '0 0 16px' },
  text: { color: '#374151', fontSize: 15, lineHeight: '24px', margin: '0 0 16px' },
  code: {
    backgroundColor: '#f0fdfa',
    borderRadius: 6,
    color: '#111827',
    fontFamily: 'Menlo, Consolas, monospace',
    fontSize: 32,
    fontWeight: 700,
    letterSpacing: 8,
    margin: '0 0 16px',
    padding: '12px 0',
    textAlign: 'center' as const,
  },
  button: { backgroundColor: '#0f766e', borderRadius: 6, color: '#ffffff', fontSize: 15, padding: '12px 20px', textDecoration: 'none' },
  footer: { color: '#6b7280', fontSize: 13, margin: 0 },
  testMode: { backgroundColor: '#fef3c7', color: '#451a03', fontSize: 13, margin: '0 0 12px', padding: '8px 12px' },
  label: { color: '#6b7280', fontSize: 13, fontWeight: 700, margin: '0 0 2px' },
  value: { color: '#111827', fontSize: 15, lineHeight: '22px', margin: '0 0 12px' },
};

/** What every mail shows besides its own content: `testMode` while no real money can move (docs/decisions/009). */
interface MailContext {
  language: LanguageCode;
  testMode: boolean;
}

function Layout({ context, preview, children }: { context: MailContext; preview: string; children: ReactNode }) {
  const { language } = context;
  const t = translator(language);
  return (
    <Html lang={language} dir={languageDirection(language)}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{BRAND.name}</Text>
          {children}
          <Hr />
          {context.testMode ? <Text style={styles.testMode}>{t('testMode')}</Text> : null}
          <Text style={styles.footer}>{t('footer')}</Text>
        </Container>
      </Body>
    </Html>
  );
}

async function renderBoth(subject: string, element: ReactNode): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}

/** The mail's one h1. */
function MailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={styles.heading}>
      {children}
    </Heading>
  );
}

/** Our own sentences, a paragraph each. */
function Paragraphs({ texts }: { texts: readonly string[] }) {
  return texts.map((paragraph) => (
    <Text key={paragraph} style={styles.text}>
      {paragraph}
    </Text>
  ));
}

/** The mail's one action: a button in a block of its own. */
function ActionButton({ href, label, margin = '0 0 16px' }: { href: string; label: string; margin?: string }) {
  return (
    <Section style={{ margin }}>
      <Button href={href} style={styles.button}>
        {label}
      </Button>
    </Section>
  );
}

export async function renderVerificationCodeMail(
  options: MailContext & {
    code: string;
    purpose: 'signup' | 'reset_password';
    minutes: number;
  },
): Promise<RenderedMail> {
  const t = translator(options.language);
  const heading = t('code.heading');
  return renderBoth(
    t('code.subject'),
    <Layout context={options} preview={heading}>
      <MailHeading>{heading}</MailHeading>
      <Text style={styles.text}>{t(options.purpose === 'signup' ? 'code.signupIntro' : 'code.resetIntro')}</Text>
      <Section>
        <Text style={styles.code}>{options.code}</Text>
      </Section>
      <Text style={styles.text}>{t('code.expiry', { minutes: options.minutes })}</Text>
      <Text style={styles.text}>{t('ignore')}</Text>
    </Layout>,
  );
}

/** A page of the site in `language` (English has no prefix, docs/product.md §1). */
export function sitePageUrl(siteUrl: string, language: LanguageCode, path: '/forgetPassword' | '/signup' | '/edmsub'): string {
  return `${siteUrl}${inLanguage(language, path)}`;
}

/** A notice without a code: a heading, what happened, what to do, one button. `section` is its catalog key. */
function renderNotice(options: MailContext & { section: 'accountExists' | 'noAccount'; url: string }): Promise<RenderedMail> {
  const t = translator(options.language);
  const subject = t(`${options.section}.subject`);
  return renderBoth(
    subject,
    <Layout context={options} preview={subject}>
      <MailHeading>{subject}</MailHeading>
      <Text style={styles.text}>{t(`${options.section}.body`)}</Text>
      <Text style={styles.text}>{t(`${options.section}.action`)}</Text>
      <ActionButton href={options.url} label={t(`${options.section}.button`)} />
      <Text style={styles.text}>{t('ignore')}</Text>
    </Layout>,
  );
}

/** Sign-up asked for a registered email: "you already have an account", with the forgot-password page. */
export function renderAccountExistsMail(options: MailContext & { siteUrl: string }): Promise<RenderedMail> {
  const url = sitePageUrl(options.siteUrl, options.language, '/forgetPassword');
  return renderNotice({ ...options, section: 'accountExists', url });
}

/** A password reset asked for an email without an account: "no account uses this address", with the sign-up page. */
export function renderNoAccountMail(options: MailContext & { siteUrl: string }): Promise<RenderedMail> {
  const url = sitePageUrl(options.siteUrl, options.language, '/signup');
  return renderNotice({ ...options, section: 'noAccount', url });
}

/**
 * What a form's sender gets (docs/product.md §4): a heading and our own sentences, in their language.
 * It never repeats what they typed (not even their name): the address is not proven theirs, and
 * the form must not carry someone's text to someone else's inbox under our name.
 */
function renderAcknowledgement(options: MailContext & { subject: string; heading: string; paragraphs: string[] }): Promise<RenderedMail> {
  return renderBoth(
    options.subject,
    <Layout context={options} preview={options.heading}>
      <MailHeading>{options.heading}</MailHeading>
      <Paragraphs texts={options.paragraphs} />
      <Text style={styles.text}>{translator(options.language)('ignore')}</Text>
    </Layout>,
  );
}

export function renderContactReceivedMail(context: MailContext): Promise<RenderedMail> {
  const t = translator(context.language);
  return renderAcknowledgement({
    ...context,
    subject: t('contactReceived.subject'),
    heading: t('contactReceived.heading'),
    paragraphs: [t('contactReceived.body'), t('contactReceived.again')],
  });
}

/** The refund request's acknowledgement, with its reference number; `signedIn`: it shows in My account. */
export function renderRefundReceivedMail(options: MailContext & { reference: string; signedIn: boolean }): Promise<RenderedMail> {
  const t = translator(options.language);
  const days = { replyDays: REFUND_REPLY_WORKING_DAYS, processingDays: REFUND_PROCESSING_WORKING_DAYS };
  return renderAcknowledgement({
    ...options,
    subject: t('refundReceived.subject', { reference: options.reference }),
    heading: t('refundReceived.heading'),
    paragraphs: [
      t('refundReceived.reference', { reference: options.reference }),
      t('refundReceived.timing', days),
      ...(options.signedIn ? [t('refundReceived.status')] : []),
    ],
  });
}

export function renderApplicationReceivedMail(options: MailContext & { kind: 'influencer' | 'affiliate' }): Promise<RenderedMail> {
  const t = translator(options.language);
  const section = options.kind === 'influencer' ? 'influencerReceived' : 'affiliateReceived';
  return renderAcknowledgement({
    ...options,
    subject: t(`${section}.subject`),
    heading: t(`${section}.heading`),
    paragraphs: [t(`${section}.body`)],
  });
}

/** The labels of the support notifications' fields (`email.support.fields`). */
export type SupportField =
  | 'email'
  | 'name'
  | 'language'
  | 'inquiry'
  | 'reference'
  | 'account'
  | 'orderNo'
  | 'deviceUserId'
  | 'reason'
  | 'receipt'
  | 'links'
  | 'audience'
  | 'website'
  | 'promotionMethods'
  | 'message';

/** Text with its line breaks kept, in the HTML and in the plain-text part alike. */
function Lines({ text }: { text: string }) {
  return text.split(/\r\n|\r|\n/).flatMap((line, index) => (index === 0 ? [line] : [<br key={index} />, line]));
}

/** What the support notifications are about, and their subjects' catalog keys. */
export type SupportTopic = 'contact' | 'refund' | 'influencer' | 'affiliate';

/**
 * A form as support receives it: in English, every field labelled, what the sender typed kept as
 * text (rendered escaped, line breaks kept). Answered by replying: the caller sets Reply-To.
 */
export function renderSupportNotification(options: {
  topic: SupportTopic;
  subjectValues: Record<string, string>;
  fields: ReadonlyArray<readonly [SupportField, string]>;
  testMode: boolean;
}): Promise<RenderedMail> {
  const t = translator('en');
  const subject = t(`support.${options.topic}Subject`, options.subjectValues);
  return renderBoth(
    subject,
    <Layout context={{ language: 'en', testMode: options.testMode }} preview={subject}>
      <MailHeading>{subject}</MailHeading>
      <Text style={styles.text}>{t('support.intro')}</Text>
      {options.fields.map(([field, value]) => (
        <Section key={field}>
          <Text style={styles.label}>{t(`support.fields.${field}`)}</Text>
          <Text style={styles.value}>
            <Lines text={value === '' ? t('support.none') : value} />
          </Text>
        </Section>
      ))}
    </Layout>,
  );
}

/** English label texts support notifications need besides field names. */
export function supportText(
  key: 'none' | 'signedOut' | 'orderUnchecked' | 'orderMatched' | 'receiptFile',
  values: MessageValues = {},
): string {
  return translator('en')(`support.${key}`, values);
}

/** Newsletter confirmation (double opt-in): the link that subscribes, valid `days` days and once. */
export function renderNewsletterConfirmMail(options: MailContext & { confirmUrl: string; days: number }): Promise<RenderedMail> {
  const t = translator(options.language);
  const subject = t('newsletterConfirm.subject');
  return renderBoth(
    subject,
    <Layout context={options} preview={subject}>
      <MailHeading>{t('newsletterConfirm.heading')}</MailHeading>
      <Text style={styles.text}>{t('newsletterConfirm.body')}</Text>
      <ActionButton href={options.confirmUrl} label={t('newsletterConfirm.button')} />
      <Text style={styles.text}>{t('newsletterConfirm.expiry', { days: options.days })}</Text>
      <Text style={styles.text}>{t('ignore')}</Text>
    </Layout>,
  );
}

/**
 * A newsletter mail: its content, then why the reader gets it and the unsubscribe link (the
 * website's page; the List-Unsubscribe header points at the API itself, newsletter.service.ts).
 */
function renderNewsletterMail(
  options: MailContext & { subject: string; heading: string; paragraphs: string[]; unsubscribeUrl: string },
): Promise<RenderedMail> {
  const t = translator(options.language);
  return renderBoth(
    options.subject,
    <Layout context={options} preview={options.heading}>
      <MailHeading>{options.heading}</MailHeading>
      <Paragraphs texts={options.paragraphs} />
      <Hr />
      <Text style={styles.footer}>{t('newsletter.unsubscribe')}</Text>
      {/* Closer to the line above it than an action button stands to a paragraph. */}
      <ActionButton href={options.unsubscribeUrl} label={t('newsletter.unsubscribeButton')} margin="8px 0 16px" />
    </Layout>,
  );
}

/** The first newsletter mail, sent when a subscription is confirmed. */
export function renderNewsletterWelcomeMail(options: MailContext & { unsubscribeUrl: string }): Promise<RenderedMail> {
  const t = translator(options.language);
  return renderNewsletterMail({
    ...options,
    subject: t('newsletter.welcomeSubject'),
    heading: t('newsletter.welcomeHeading'),
    paragraphs: [t('newsletter.welcomeBody')],
  });
}

/** The receipt page of an order in `language` (a page of My account: docs/product.md §3 "Receipt"). */
export function receiptPageUrl(siteUrl: string, language: LanguageCode, orderNo: string): string {
  return `${siteUrl}${inLanguage(language, `/myAccount/receipt/${encodeURIComponent(orderNo)}`)}`;
}

/**
 * The receipt's lines as the mail and the page show them, in `language` (texts of the `receipt`
 * namespace). `planName` is the plan's name, or for a gift card its duration ("1 year").
 */
export function receiptLines(receipt: Receipt, planName: string, language: LanguageCode): Array<readonly [string, string]> {
  const t = (key: string, values: MessageValues = {}) => translate(language, `receipt.${key}`, { brand: BRAND.name, ...values }) ?? key;
  const day = (iso: string) => `${formatDisplayDate(new Date(iso))} UTC`;
  const { period_start: start, period_end: end } = receipt;
  return [
    [t('fields.orderNo'), receipt.order_no],
    receipt.gift_card
      ? [t('fields.giftCard'), t('giftCardName', { duration: planName })]
      : [t('fields.plan'), t('planName', { plan: planName })],
    [t('fields.period'), start && end ? t('period', { start: day(start), end: day(end) }) : t('giftPeriod')],
    [t('fields.amount'), `${formatMoney(receipt.amount, receipt.currency, language)} (${receipt.currency})`],
    [t('fields.date'), day(receipt.paid_at)],
    [t('fields.reference'), `${t(`provider.${receipt.provider}`)} ${receipt.provider_reference}`],
    [t('fields.buyer'), receipt.buyer_email],
    [t('fields.seller'), `${receipt.seller.legal_name}, ${receipt.seller.website}, ${receipt.seller.email}`],
  ];
}

/**
 * The receipt mail, sent once when an order is paid (payments.service.ts queues it in the
 * transaction that grants the order's time, or gives a gift card its code): every line of the
 * receipt, and the link to the printable receipt page. A test order carries the layout's
 * test-mode line.
 */
export function renderReceiptMail(options: MailContext & { receipt: Receipt; planName: string; url: string }): Promise<RenderedMail> {
  const { language, receipt } = options;
  const t = (key: string) => translate(language, `receipt.email.${key}`, { brand: BRAND.name, orderNo: receipt.order_no }) ?? key;
  const subject = t('subject');
  return renderBoth(
    subject,
    <Layout context={options} preview={subject}>
      <MailHeading>{t('heading')}</MailHeading>
      <Text style={styles.text}>{t(receipt.gift_card ? 'giftIntro' : 'intro')}</Text>
      {receiptLines(receipt, options.planName, language).map(([label, value]) => (
        <Section key={label}>
          <Text style={styles.label}>{label}</Text>
          <Text style={styles.value}>{value}</Text>
        </Section>
      ))}
      <ActionButton href={options.url} label={t('button')} />
    </Layout>,
  );
}

/** Where a gift card is redeemed, in the recipient's language. */
export function giftCardPageUrl(siteUrl: string, language: LanguageCode): string {
  return `${siteUrl}${inLanguage(language, '/gift-card')}#redeem`;
}

/**
 * The gift card mail (docs/product.md §3 "Gift cards"): the code, what it adds, how to redeem it;
 * to the recipient on the delivery day with the sender's name and message, or to a buyer who
 * bought it for themselves at once. The code is in the mail only: the outbox erases it once sent.
 */
export function renderGiftCardMail(
  options: MailContext & {
    code: string;
    planName: string;
    url: string;
    senderName: string | null;
    message: string | null;
    forSelf: boolean;
  },
): Promise<RenderedMail> {
  const t = translator(options.language);
  const values = { plan: options.planName, name: options.senderName ?? '' };
  const gifted = !options.forSelf;
  const subject = gifted ? t(options.senderName ? 'gift.subjectFrom' : 'gift.subject', values) : t('gift.subjectSelf', values);
  const heading = gifted ? t('gift.heading', values) : t('gift.headingSelf', values);
  return renderBoth(
    subject,
    <Layout context={options} preview={heading}>
      <MailHeading>{heading}</MailHeading>
      {gifted && options.senderName ? <Text style={styles.text}>{t('gift.from', values)}</Text> : null}
      {gifted && options.message ? (
        <Section>
          <Text style={styles.label}>{t('gift.messageLabel')}</Text>
          <Text style={styles.value}>
            <Lines text={options.message} />
          </Text>
        </Section>
      ) : null}
      <Text style={styles.text}>{t('gift.intro', values)}</Text>
      <Section>
        <Text style={{ ...styles.code, fontSize: 24, letterSpacing: 2 }}>{options.code}</Text>
      </Section>
      <Paragraphs texts={[t('gift.howTo', values), t('gift.keep')]} />
      <ActionButton href={options.url} label={t('gift.button')} />
    </Layout>,
  );
}
