import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, maskUrl, startWarnings, type Config } from './config';

function errorsOf(env: Record<string, string>): string[] {
  const result = loadConfig(env);
  if (result.ok) throw new Error('expected the configuration to be rejected');
  return result.errors;
}

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const result = loadConfig({});
    expect(result).toEqual({
      ok: true,
      config: {
        port: 4000,
        host: '127.0.0.1',
        dataDir: resolve(process.cwd(), 'data'),
        databaseUrl: undefined,
        redisUrl: undefined,
        logLevel: 'info',
        logFormat: 'json',
        trustedProxies: [],
        siteUrl: 'http://localhost:3000',
        nodeEnv: 'development',
        seed: true,
        allowedOrigins: [],
        session: { idleDays: 30, absoluteDays: 180 },
        captcha: {
          hmacKey: undefined,
          difficulty: 100_000,
          recaptchaSecretV2: undefined,
          recaptchaSecretV3: undefined,
          recaptchaMinScore: 0.5,
        },
        payments: { provider: 'sandbox', testMode: true },
        paypal: undefined,
        postbacks: {
          cj: { sale: undefined, reversal: undefined },
          cf: { sale: undefined, reversal: undefined },
          admitad: { sale: undefined, reversal: undefined },
        },
        mail: { url: undefined, from: 'Kestrel VPN <no-reply@kestrelvpn.example>' },
      },
    });
  });

  it('reads every variable', () => {
    const result = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: 'var/kestrel',
      LOG_FORMAT: 'pretty',
      DATABASE_URL: 'postgresql://app:secret@db.internal:5433/kestrel',
      REDIS_URL: 'redis://cache:6379',
      LOG_LEVEL: 'warn',
      TRUSTED_PROXIES: ' 10.0.0.0/8, 192.168.1.7 ,fd00::/8',
      SITE_URL: 'https://www.kestrelvpn.example/',
      NODE_ENV: 'production',
      SEED: 'false',
      ALLOWED_ORIGINS: 'https://kestrelvpn.example, https://m.kestrelvpn.example/',
      SESSION_IDLE_DAYS: '7',
      SESSION_ABSOLUTE_DAYS: '90',
      CAPTCHA_HMAC_KEY: 'k'.repeat(32),
      CAPTCHA_DIFFICULTY: '5000',
      RECAPTCHA_SECRET_V2: 'v2-secret',
      RECAPTCHA_SECRET_V3: 'v3-secret',
      RECAPTCHA_MIN_SCORE: '0.7',
      MAIL_URL: 'smtps://mailer:pw@smtp.example:465',
      MAIL_FROM: 'Kestrel <hello@kestrelvpn.example>',
      PAYMENTS: 'test',
      POSTBACK_URL_CJ: 'https://www.emjcd.example/u?CID=1&TYPE=2&EVENTID={click_id}&OID={order_no}&AMOUNT={amount}&CURRENCY={currency}',
      REVERSAL_URL_CJ: 'https://www.emjcd.example/r?EVENTID={click_id}&OID={order_no}',
      POSTBACK_URL_CF: 'https://cf.example/pb?click={click_id}',
      POSTBACK_URL_ADMITAD: 'https://ad.admitad.example/r?uid={click_id}&order_id={order_no}&subid={utm_campaign}',
      REVERSAL_URL_ADMITAD: 'https://ad.admitad.example/cancel?uid={click_id}&order_id={order_no}',
      UNRELATED: 'ignored',
    });
    expect(result.ok && result.config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: resolve(process.cwd(), 'var/kestrel'),
      databaseUrl: 'postgresql://app:secret@db.internal:5433/kestrel',
      redisUrl: 'redis://cache:6379',
      logLevel: 'warn',
      logFormat: 'pretty',
      trustedProxies: ['10.0.0.0/8', '192.168.1.7', 'fd00::/8'],
      siteUrl: 'https://www.kestrelvpn.example',
      nodeEnv: 'production',
      seed: false,
      allowedOrigins: ['https://kestrelvpn.example', 'https://m.kestrelvpn.example'],
      session: { idleDays: 7, absoluteDays: 90 },
      captcha: {
        hmacKey: 'k'.repeat(32),
        difficulty: 5000,
        recaptchaSecretV2: 'v2-secret',
        recaptchaSecretV3: 'v3-secret',
        recaptchaMinScore: 0.7,
      },
      payments: { provider: 'sandbox', testMode: true },
      paypal: undefined,
      postbacks: {
        cj: {
          sale: 'https://www.emjcd.example/u?CID=1&TYPE=2&EVENTID={click_id}&OID={order_no}&AMOUNT={amount}&CURRENCY={currency}',
          reversal: 'https://www.emjcd.example/r?EVENTID={click_id}&OID={order_no}',
        },
        cf: { sale: 'https://cf.example/pb?click={click_id}', reversal: undefined },
        admitad: {
          sale: 'https://ad.admitad.example/r?uid={click_id}&order_id={order_no}&subid={utm_campaign}',
          reversal: 'https://ad.admitad.example/cancel?uid={click_id}&order_id={order_no}',
        },
      },
      mail: { url: 'smtps://mailer:pw@smtp.example:465', from: 'Kestrel <hello@kestrelvpn.example>' },
    });
  });

  it('refuses a postback URL without the click id or with an unknown placeholder, without echoing it', () => {
    expect(errorsOf({ POSTBACK_URL_CJ: 'https://n.example/?oid={order_no}&key=SECRET' })).toEqual([
      'Invalid environment: POSTBACK_URL_CJ must contain {click_id}, the partner click it reports (got "***")',
    ]);
    expect(errorsOf({ REVERSAL_URL_CF: 'https://n.example/?c={click_id}&e={email}' })).toEqual([
      expect.stringMatching(/^Invalid environment: REVERSAL_URL_CF unknown placeholder \{email\}.*\(got "\*\*\*"\)$/),
    ]);
  });

  describe('payments', () => {
    const keys = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'WH-1' };
    const paymentsOf = (env: Record<string, string>) => {
      const result = loadConfig(env);
      if (!result.ok) throw new Error(result.errors.join('\n'));
      return result.config.payments;
    };

    it('takes the test checkout on a developer machine without keys, and PayPal with them', () => {
      expect(paymentsOf({})).toEqual({ provider: 'sandbox', testMode: true });
      expect(paymentsOf({ SITE_URL: 'http://127.0.0.1:3000' })).toEqual({ provider: 'sandbox', testMode: true });
      expect(paymentsOf(keys)).toEqual({ provider: 'paypal', testMode: false });
      expect(paymentsOf({ ...keys, PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com' })).toEqual({ provider: 'paypal', testMode: true });
    });

    it.each<Record<string, string>>([
      { NODE_ENV: 'production' },
      { SITE_URL: 'https://www.kestrelvpn.example' },
      { SITE_URL: 'http://203.0.113.7:3000' },
    ])('refuses to start a public deployment (%j) without PayPal keys or PAYMENTS=test', (env) => {
      expect(errorsOf(env)).toEqual([expect.stringMatching(/^Invalid environment: a public deployment .* set PAYMENTS=test$/)]);
      expect(paymentsOf({ ...env, PAYMENTS: 'test' })).toEqual({ provider: 'sandbox', testMode: true });
      expect(paymentsOf({ ...env, ...keys })).toEqual({ provider: 'paypal', testMode: false });
    });

    it('refuses a contradictory PAYMENTS', () => {
      expect(errorsOf({ PAYMENTS: 'paypal' })).toEqual([
        'Invalid environment: PAYMENTS=paypal needs PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID',
      ]);
      expect(errorsOf({ PAYMENTS: 'test', ...keys })).toEqual([
        'Invalid environment: PAYMENTS=test uses the built-in test checkout, but PayPal keys are set too; remove one of them',
      ]);
      expect(errorsOf({ PAYMENTS: 'live' })).toEqual(['Invalid environment: PAYMENTS must be paypal or test (got "live")']);
    });
  });

  it('treats empty values as unset', () => {
    const result = loadConfig({ PORT: '', DATABASE_URL: ' ', TRUSTED_PROXIES: '' });
    expect(result.ok && [result.config.port, result.config.databaseUrl, result.config.trustedProxies]).toEqual([4000, undefined, []]);
  });

  it('keeps DATA_DIR=memory:// as the in-memory database', () => {
    const result = loadConfig({ DATA_DIR: 'memory://' });
    expect(result.ok && result.config.dataDir).toBe('memory://');
  });

  it.each(['abc', '0', '65536', '80.5', '-1', '4000x'])('rejects PORT=%s with one clear line', (port) => {
    expect(errorsOf({ PORT: port })).toEqual([
      `Invalid environment: PORT must be an integer from 1 to 65535 (got ${JSON.stringify(port)})`,
    ]);
  });

  it('rejects a DATABASE_URL that is not a PostgreSQL URL', () => {
    expect(errorsOf({ DATABASE_URL: 'nonsense' })).toEqual([
      'Invalid environment: DATABASE_URL must be a postgres:// or postgresql:// URL (got "nonsense")',
    ]);
    expect(errorsOf({ DATABASE_URL: 'mysql://root@localhost/db' })).toEqual([
      'Invalid environment: DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://root@localhost/db")',
    ]);
  });

  it('never prints the password of a rejected URL', () => {
    const [line] = errorsOf({ DATABASE_URL: 'mysql://root:hunter2@localhost/db' });
    expect(line).toBe('Invalid environment: DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://root:***@localhost/db")');
  });

  it.each([
    ['foo', 'foo'],
    ['10.0.0.0/33', '10.0.0.0/33'],
    ['127.0.0.1,::1/129', '::1/129'],
    ['10.0.0.0/8,192.168.1.300', '192.168.1.300'],
    ['10.0.0.0/', '10.0.0.0/'],
  ])('rejects TRUSTED_PROXIES=%s naming the bad entry', (value, bad) => {
    expect(errorsOf({ TRUSTED_PROXIES: value })).toEqual([
      `Invalid environment: TRUSTED_PROXIES must be a comma-separated list of IP addresses or CIDR ranges; "${bad}" is neither (got ${JSON.stringify(value)})`,
    ]);
  });

  it('reports each bad variable on its own line', () => {
    expect(errorsOf({ PORT: 'abc', LOG_LEVEL: 'loud', SEED: 'maybe', SITE_URL: 'ftp://x' })).toEqual([
      'Invalid environment: PORT must be an integer from 1 to 65535 (got "abc")',
      'Invalid environment: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'Invalid environment: SITE_URL must be an http:// or https:// URL (got "ftp://x")',
      'Invalid environment: SEED must be true or false (got "maybe")',
    ]);
  });
});

describe('loadConfig: account settings', () => {
  it('rejects an idle session lifetime longer than the absolute one', () => {
    expect(errorsOf({ SESSION_IDLE_DAYS: '60', SESSION_ABSOLUTE_DAYS: '30' })).toEqual([
      'Invalid environment: SESSION_IDLE_DAYS must not exceed SESSION_ABSOLUTE_DAYS (got 60 and 30)',
    ]);
  });

  it('bounds session lifetimes to what a cookie may carry (400 days)', () => {
    expect(errorsOf({ SESSION_ABSOLUTE_DAYS: '401' })).toEqual([
      'Invalid environment: SESSION_ABSOLUTE_DAYS must be an integer from 1 to 400 (got "401")',
    ]);
  });

  it('never echoes a secret, and hides the password of MAIL_URL', () => {
    expect(errorsOf({ CAPTCHA_HMAC_KEY: 'short-secret' })).toEqual([
      'Invalid environment: CAPTCHA_HMAC_KEY must be at least 32 characters (got "***")',
    ]);
    expect(errorsOf({ MAIL_URL: 'http://user:pw@mail.example' })).toEqual([
      'Invalid environment: MAIL_URL must be an smtp:// or smtps:// URL (got "http://user:***@mail.example/")',
    ]);
  });

  it.each(['1.5', '-0.1', 'high'])('rejects RECAPTCHA_MIN_SCORE=%s', (score) => {
    expect(errorsOf({ RECAPTCHA_MIN_SCORE: score })).toEqual([
      `Invalid environment: RECAPTCHA_MIN_SCORE must be a number from 0 to 1 (got ${JSON.stringify(score)})`,
    ]);
  });

  it('rejects an ALLOWED_ORIGINS entry that is not an http(s) origin', () => {
    expect(errorsOf({ ALLOWED_ORIGINS: 'https://ok.example, javascript:alert(1)' })).toEqual([
      'Invalid environment: ALLOWED_ORIGINS must be a comma-separated list of http(s) origins; "javascript:alert(1)" is not one (got "https://ok.example, javascript:alert(1)")',
    ]);
  });
});

describe('maskUrl', () => {
  it('hides the password and keeps the rest', () => {
    expect(maskUrl('postgres://app:s3cret@db:5432/kestrel')).toBe('postgres://app:***@db:5432/kestrel');
    expect(maskUrl('postgres://postgres@127.0.0.1:5432/test')).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(maskUrl('not a url')).toBe('not a url');
  });
});

describe('startWarnings', () => {
  const configOf = (env: Record<string, string>): Config => {
    const result = loadConfig(env);
    if (!result.ok) throw new Error(result.errors.join('\n'));
    return result.config;
  };

  it('a public deployment without a trusted proxy: every visitor through the website would be one address', () => {
    const [warning, ...more] = startWarnings(configOf({ SITE_URL: 'https://www.kestrelvpn.example', PAYMENTS: 'test' }));
    expect(more).toEqual([]);
    expect(warning).toMatch(/^TRUSTED_PROXIES is empty/);
  });

  it('nothing with the proxies listed, or on a developer machine', () => {
    expect(startWarnings(configOf({ SITE_URL: 'https://www.kestrelvpn.example', PAYMENTS: 'test', TRUSTED_PROXIES: '10.0.0.2' }))).toEqual(
      [],
    );
    expect(startWarnings(configOf({}))).toEqual([]);
  });
});
