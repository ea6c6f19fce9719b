import { createTranslator, type Messages } from 'next-intl';
import { describe, expect, it } from 'vitest';
import english from '../../../../../packages/i18n/messages/en/help.json';
import { answerKeys, FAQ_ENTRIES, FAQ_GROUPS, FAQ_LINK_TAGS, FAQ_LINKS, FAQ_STEP_KEYS, plainAnswer, type FaqEntryDef } from './faq-entries';

// The real English catalog: these tests read what visitors (and search engines) read.
const messages: Messages = { help: english };
const t = createTranslator({ locale: 'en', messages, namespace: 'help.faq' });
const raw = english.faq.entries as Record<string, { question: string; answer: string; steps?: Record<string, string>; after?: string }>;

const entry = (key: string): FaqEntryDef => FAQ_ENTRIES.find((candidate) => candidate.key === key)!;
const messagesOf = (key: string) => {
  const { answer, steps, after } = raw[key]!;
  return [answer, ...Object.values(steps ?? {}), ...(after ? [after] : [])];
};

describe('the FAQ (docs/product.md §2)', () => {
  it('has the 19 entries in the product’s order', () => {
    expect(FAQ_ENTRIES.map((e) => e.key)).toEqual([
      'whyVpn',
      'safe',
      'connect',
      'disconnect',
      'authorization',
      'noInternet',
      'disconnects',
      'slow',
      'bestServer',
      'switchLocation',
      'ads',
      'requestServer',
      'language',
      'subscribe',
      'premium',
      'createAccount',
      'refundPolicy',
      'refundContents',
      'refundTiming',
    ]);
  });

  it('gives every entry and topic its own anchor, usable in a URL as it is', () => {
    const anchors = [...FAQ_GROUPS.map((group) => group.slug), ...FAQ_ENTRIES.map((e) => e.slug)];
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const anchor of anchors) expect(anchor).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('has a question and an answer for every entry, and no entry without its English text', () => {
    expect(Object.keys(raw).sort()).toEqual(FAQ_ENTRIES.map((e) => e.key).sort());
    for (const { key } of FAQ_ENTRIES) {
      expect(raw[key]!.question, key).not.toBe('');
      expect(raw[key]!.answer, key).not.toBe('');
    }
  });

  it('numbers steps from 1 without gaps, within the steps the page shows', () => {
    for (const { key } of FAQ_ENTRIES) {
      const steps = Object.keys(raw[key]!.steps ?? {});
      expect(steps, key).toEqual(FAQ_STEP_KEYS.slice(0, steps.length));
      expect(answerKeys(t, entry(key)).steps, key).toHaveLength(steps.length);
    }
  });

  it('links only to known pages: a tag without a link would show as text', () => {
    for (const { key } of FAQ_ENTRIES) {
      for (const message of messagesOf(key)) {
        for (const [, tag] of message.matchAll(/<(\w+)>/g)) expect(FAQ_LINK_TAGS, `${key}: <${tag}>`).toContain(tag);
      }
    }
  });

  it('states the refund rules exactly, with the way to ask', () => {
    expect(plainAnswer(t, entry('refundPolicy'))).toContain(
      'Plans bought on this website have a 30-day money-back guarantee, counted from the day you buy.',
    );
    expect(plainAnswer(t, entry('refundPolicy'))).toContain('The guarantee does not apply to renewals');
    expect(plainAnswer(t, entry('refundContents'))).toBe(
      'Three things, so that we can find your payment: The reason for your refund. Your device user ID. ' +
        'The official receipt of your payment. Send them with our refund request form, or contact us.',
    );
    expect(plainAnswer(t, entry('refundTiming'))).toContain(
      'We reply to your request within 3 working days. Once a refund is approved, we process it within 14 working days.',
    );
  });

  it('links the refund answers to the money-back guarantee, the refund request form and the contact page', () => {
    const paths = new Map<string, string>(Object.entries(FAQ_LINKS));
    const linked = (key: string) =>
      messagesOf(key).flatMap((message) => [...message.matchAll(/<(\w+)>/g)].map(([, tag]) => paths.get(tag!)));
    expect(linked('refundPolicy')).toContain('/money-back-guarantee');
    expect(linked('refundContents')).toEqual(['/refund-request', '/contact-us']);
  });

  it('creates an account the way the apps do: Sign in, Create an account, Sign up, then sign in with the email', () => {
    expect(plainAnswer(t, entry('createAccount'))).toMatch(
      /Tap Sign in\. Tap Create an account\. .*tap Sign up\. Sign in with the email address you registered\./,
    );
  });
});
