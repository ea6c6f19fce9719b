import { describe, expect, it } from 'vitest';
import * as constants from './constants';

const DAY_MS = 86_400_000;
const DAY_S = 86_400;

describe('constants of SPEC §9', () => {
  it('have the SPEC values', () => {
    expect({ ...constants }).toEqual({
      HTTP_TIMEOUT_MS: 20000,
      ERROR_MESSAGE_DURATION_MS: 5000,
      CHUNK_RELOAD_GUARD_MS: 60000,
      BLOG_CACHE_MS: 900000,
      HEARTBEAT_INTERVAL_MS: 30000,
      HEARTBEAT_ALIVE_MS: 35000,
      GEO_WAIT_RETRIES: 10,
      GEO_WAIT_INTERVAL_MS: 1000,
      CHALLENGE_POLL_MS: 200,
      CHALLENGE_POLL_TRIES: 300,
      UTM_TAGS_LIFE_MS: 3888000000,
      CJ_COOKIE_MAX_AGE_S: 3888000,
      ADMITAD_COOKIE_MAX_AGE_S: 3888000,
      CF_COOKIE_MAX_AGE_S: 2592000,
      MARKETING_GUARD_CLEAR_MS: 2000,
      MIN_SCREEN_WIDTH: 750,
      DATA_LOAD_MIN_DELAY_MS: 200,
      ANALYTICS_APP_TYPE: '502',
      ANALYTICS_APP_NAME: 'Web',
      PAYMENT_ENVIRONMENT: 'production',
      REFUND_WINDOW_DAYS: 30,
      REFUND_REPLY_WORKING_DAYS: 3,
      REFUND_PROCESSING_WORKING_DAYS: 14,
      PROMOTION_MONEY_BACK_DAYS: 7,
      PROMOTION_WINDOW: { start: '2024-03-25T03:00:00Z', end: '2024-04-07T03:00:00Z' },
      PROMOTION_OFFER: { discountPercent: 65, intervalCount: 24, intervalUnit: 'MONTH' },
      MARKETING_CLAIMS: {
        servers: 21000,
        serversAlt: 24000,
        locations: 111,
        countries: 45,
        users: 300000000,
        support: '24/7',
        encryption: 'AES-256',
      },
      STRUCTURED_DATA: {
        lowPrice: 4.17,
        highPrice: 11.99,
        currency: 'USD',
        offerCount: 4,
        ratingValue: 4.8,
        ratingCount: 30961,
      },
      SESSION_COOKIE: 'paypal_token',
      LANGUAGE_COOKIE: 'LANGUAGE',
      LANGUAGE_COOKIE_MAX_AGE_S: 31536000,
      LOGOUT_CODES: { ILLEGAL_TOKEN: 50008, OTHER_CLIENT_LOGGED_IN: 50012, TOKEN_EXPIRED: 50014 },
      isLogoutCode: expect.any(Function),
      CAPTCHA_FAILURE: { err_code: 500, code: 20104, message: 'ReCaptchaScoreTooLow' },
      CAPTCHA_LEVELS: ['normal', 'hard'],
      CAPTCHA_HARDER_CODE: 20105,
      BD1117_CHANNEL: 'bd1117',
      HSTS: 'max-age=63072000; includeSubDomains',
      MAX_REQUEST_BODY_BYTES: 1048576,
    });
  });

  it('agree with the durations SPEC states in words', () => {
    expect(constants.BLOG_CACHE_MS).toBe(15 * 60_000);
    expect(constants.UTM_TAGS_LIFE_MS).toBe(45 * DAY_MS);
    expect(constants.CJ_COOKIE_MAX_AGE_S).toBe(45 * DAY_S);
    expect(constants.ADMITAD_COOKIE_MAX_AGE_S).toBe(45 * DAY_S);
    expect(constants.CF_COOKIE_MAX_AGE_S).toBe(30 * DAY_S);
    expect(constants.LANGUAGE_COOKIE_MAX_AGE_S).toBe(365 * DAY_S);
    expect(constants.CHALLENGE_POLL_MS * constants.CHALLENGE_POLL_TRIES).toBe(60_000);
    expect(constants.HEARTBEAT_ALIVE_MS).toBeGreaterThan(constants.HEARTBEAT_INTERVAL_MS);
  });

  it('has a promotion window 13 days long that starts before it ends', () => {
    const start = Date.parse(constants.PROMOTION_WINDOW.start);
    const end = Date.parse(constants.PROMOTION_WINDOW.end);
    expect(end - start).toBe(13 * DAY_MS);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(constants.LOGOUT_CODES)).toBe(true);
    expect(Object.isFrozen(constants.MARKETING_CLAIMS)).toBe(true);
  });
});
