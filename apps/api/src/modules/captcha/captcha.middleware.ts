/**
 * The captcha-protected path variants of docs/product.md §7, for every endpoint at once:
 * /ws/mm/reca/r2/<rest> and /ws/mm/reca/r3/<rest> are routed to the handler of /api/mms/<rest>
 * (`captchaVariantPath`, the root router's getPath) after `captchaVariants` has verified the
 * signature `recasign` (JSON or form body field, or query parameter for GET). Protected handlers call
 * `requireCaptcha`, which accepts a verified variant or else checks the body's `captcha`, so a
 * bot cannot skip the captcha by calling the plain path.
 */
import type { CaptchaLevel } from '@kestrel/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { getPath } from 'hono/utils/url';
import type { AppDeps } from '../../deps';
import { formBody, isFormRequest } from '../../lib/form-body';
import type { AppEnv } from '../../lib/types';
import { createRequestInfo } from '../../lib/request-info';
import { captchaFailure, harderCaptchaRequired } from './captcha.service';

const VARIANT = /^\/ws\/mm\/reca\/(r2|r3)\/(.*)$/;

/** The routing path of a request: a captcha variant is routed as its /api/mms/ original. */
export function captchaVariantPath(request: Request): string {
  const path = getPath(request);
  const match = VARIANT.exec(path);
  return match ? `/api/mms/${match[2]}` : path;
}

/** The variant of a request's raw URL, if it came through one. */
function variantOf(c: Context<AppEnv>): 'r2' | 'r3' | undefined {
  const url = c.req.url;
  if (!url.includes('/ws/mm/reca/')) return undefined;
  return VARIANT.exec(getPath(c.req.raw))?.[1] as 'r2' | 'r3' | undefined;
}

async function recasignOf(c: Context<AppEnv>): Promise<string> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return c.req.query('recasign') ?? '';
  if (isFormRequest(c)) {
    // The input guard has parsed the form already (and refused it if it does not parse).
    const value = (await formBody(c)).get('recasign');
    return typeof value === 'string' ? value : '';
  }
  try {
    const body: unknown = await c.req.json();
    const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).recasign : undefined;
    return typeof value === 'string' ? value : '';
  } catch {
    return '';
  }
}

/** Verifies the captcha of a /ws/mm/reca/ request before it reaches its handler. */
export function captchaVariants(deps: Pick<AppDeps, 'captcha' | 'config'>): MiddlewareHandler<AppEnv> {
  const info = createRequestInfo(deps.config.trustedProxies);
  return async (c, next) => {
    const variant = variantOf(c);
    if (variant) {
      const token = await recasignOf(c);
      const action = c.req.path.split('/').pop() ?? 'submit';
      const result = await deps.captcha[variant].verify(token, { action, remoteIp: info.clientIp(c) });
      if (!result.ok) {
        c.get('logger').warn({ variant, verifier: deps.captcha[variant].kind, reason: result.reason }, 'captcha refused');
        throw captchaFailure();
      }
      c.set('captchaVariant', variant);
    }
    await next();
  };
}

/**
 * For protected endpoints: passes when the request came through a verified variant, else
 * verifies `token` (the body's `captcha`, an ALTCHA payload). Throws the docs/product.md §8 captcha failure.
 *
 * At `level` 'hard' only an ALTCHA solution of a hard challenge in `token` passes, on any path
 * (reCAPTCHA has no harder level); a missing or easier one answers "harder captcha needed"
 * (code 20105) so the client knows to fetch one (docs/decisions/014).
 */
export async function requireCaptcha(
  c: Context<AppEnv>,
  deps: Pick<AppDeps, 'captcha'>,
  action: string,
  token: string | undefined,
  remoteIp: string | undefined,
  level: CaptchaLevel = 'normal',
): Promise<void> {
  if (level === 'normal' && c.get('captchaVariant')) return;
  const result = await deps.captcha.altcha.verify(token ?? '', { action, remoteIp, level });
  if (!result.ok) {
    c.get('logger').warn({ verifier: 'altcha', action, level, reason: result.reason }, 'captcha refused');
    if (level === 'hard' && (result.reason === 'too easy' || result.reason === 'missing')) throw harderCaptchaRequired();
    throw captchaFailure();
  }
}
