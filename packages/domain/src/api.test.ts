import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiFailureSchema, GeoInfoSchema, X_APP_TYPE, X_FROM, apiSuccess, envelopeSchema, isApiSuccess, type ApiEnvelope } from './api';
import { CAPTCHA_FAILURE, isLogoutCode } from './constants';

describe('API envelope', () => {
  const TokenSchema = envelopeSchema(z.object({ token: z.string() }));

  it('wraps data in the success envelope', () => {
    expect(apiSuccess({ token: 't' })).toEqual({ code: 200, message: 'success', data: { token: 't' } });
    expect(TokenSchema.parse(apiSuccess({ token: 't' })).data.token).toBe('t');
  });

  it('rejects a success envelope with the wrong code, message or data', () => {
    expect(TokenSchema.safeParse({ code: 201, message: 'success', data: { token: 't' } }).success).toBe(false);
    expect(TokenSchema.safeParse({ code: 200, message: 'ok', data: { token: 't' } }).success).toBe(false);
    expect(TokenSchema.safeParse({ code: 200, message: 'success', data: {} }).success).toBe(false);
  });

  it('describes failures, including the captcha failure of docs/product.md §8', () => {
    expect(ApiFailureSchema.parse(CAPTCHA_FAILURE)).toEqual({ code: 20104, message: 'ReCaptchaScoreTooLow', err_code: 500 });
    expect(ApiFailureSchema.parse({ code: 50014, message: 'token expired' })).toEqual({
      code: 50014,
      message: 'token expired',
    });
    expect(ApiFailureSchema.safeParse({ code: 200, message: 'success' }).success).toBe(false);
    expect(ApiFailureSchema.safeParse({ code: 400 }).success).toBe(false);
  });

  it("carries a failure's meaning: a message key of the catalog and the request field", () => {
    const wrong = { code: 400, message: 'Incorrect password.', key: 'errors.incorrectPassword', field: 'current_password' };
    expect(ApiFailureSchema.parse(wrong)).toEqual(wrong);
    expect(ApiFailureSchema.safeParse({ ...wrong, key: 'errors.nonsense' }).success).toBe(false);
  });

  it('tells success from failure', () => {
    const ok: ApiEnvelope<number> = apiSuccess(1);
    const failed: ApiEnvelope<number> = { code: 400, message: 'Error' };
    expect(isApiSuccess(ok)).toBe(true);
    expect(isApiSuccess(failed)).toBe(false);
  });
});

describe('isLogoutCode (docs/product.md §8)', () => {
  it('recognises exactly 50008, 50012 and 50014', () => {
    expect([50008, 50012, 50014].every(isLogoutCode)).toBe(true);
    for (const code of [200, 401, 403, 50009, 20104, '50008', undefined]) expect(isLogoutCode(code)).toBe(false);
  });
});

describe('GeoInfoSchema', () => {
  it('accepts the geo_info fields of docs/product.md §3', () => {
    const geo = { country: 'Germany', user_ip: '203.0.113.9', country_code: 'DE', location: 'Berlin', is_exposed: true };
    expect(GeoInfoSchema.parse(geo)).toEqual(geo);
    expect(GeoInfoSchema.safeParse({ ...geo, is_exposed: 'yes' }).success).toBe(false);
    expect(GeoInfoSchema.safeParse({ country: 'Germany' }).success).toBe(false);
  });
});

describe('header names', () => {
  it('are those of docs/product.md §7', () => {
    expect(X_APP_TYPE).toBe('X-App-Type');
    expect(X_FROM).toBe('X-From');
  });
});
