import { describe, expect, it } from 'vitest';
import { fillPostbackUrl, postbackTemplateProblem } from './postbacks';

describe('postback URL templates', () => {
  it('accept an http(s) URL with the click id and known placeholders', () => {
    expect(
      postbackTemplateProblem(
        'https://net.example/track?cid={click_id}&oid={order_no}&amt={amount}&cur={currency}&t={test}&s={utm_source}',
      ),
    ).toBeUndefined();
  });

  it('refuse unknown placeholders, a missing click id and other schemes', () => {
    expect(postbackTemplateProblem('https://net.example/?cid={click_id}&x={email}')).toMatch(/unknown placeholder \{email\}/);
    expect(postbackTemplateProblem('https://net.example/?oid={order_no}')).toMatch(/\{click_id\}/);
    expect(postbackTemplateProblem('ftp://net.example/{click_id}')).toMatch(/http/);
    expect(postbackTemplateProblem('not a url {click_id}')).toMatch(/http/);
  });

  it('fill in the values URL-encoded, amounts in the currency’s decimals', () => {
    const values = {
      clickId: 'a.b~c',
      orderNo: 'KV-1',
      amountMinor: 1199,
      currency: 'USD',
      testMode: false,
      utm: { utm_source: 'spring sale&x=1' },
    };
    expect(
      fillPostbackUrl(
        'https://n.example/?c={click_id}&o={order_no}&a={amount}&cur={currency}&t={test}&s={utm_source}&m={utm_medium}',
        values,
      ),
    ).toBe('https://n.example/?c=a.b~c&o=KV-1&a=11.99&cur=USD&t=0&s=spring%20sale%26x%3D1&m=');
    expect(
      fillPostbackUrl('https://n.example/{click_id}/{amount}', { ...values, amountMinor: 1200, currency: 'JPY', testMode: true }),
    ).toBe('https://n.example/a.b~c/1200');
  });
});
