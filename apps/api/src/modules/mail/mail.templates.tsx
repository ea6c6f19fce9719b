/**
 * The account emails, rendered with react-email in the recipient's language (the language of
 * the request that caused them), as HTML and plain text. Texts come from the `email` catalog
 * namespace; the brand from the domain's BRAND.
 */
import { BRAND, inLanguage, languageDirection, type LanguageCode } from '@kestrel/domain';
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
      <Heading as="h1" style={styles.heading}>
        {heading}
      </Heading>
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
export function sitePageUrl(siteUrl: string, language: LanguageCode, path: '/forgetPassword' | '/signup'): string {
  return `${siteUrl}${inLanguage(language, path)}`;
}

/** A notice without a code: a heading, what happened, what to do, one button. `section` is its catalog key. */
function renderNotice(options: MailContext & { section: 'accountExists' | 'noAccount'; url: string }): Promise<RenderedMail> {
  const t = translator(options.language);
  const subject = t(`${options.section}.subject`);
  return renderBoth(
    subject,
    <Layout context={options} preview={subject}>
      <Heading as="h1" style={styles.heading}>
        {subject}
      </Heading>
      <Text style={styles.text}>{t(`${options.section}.body`)}</Text>
      <Text style={styles.text}>{t(`${options.section}.action`)}</Text>
      <Section style={{ margin: '0 0 16px' }}>
        <Button href={options.url} style={styles.button}>
          {t(`${options.section}.button`)}
        </Button>
      </Section>
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
