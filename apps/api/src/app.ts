/**
 * Composes the API from its modules. Everything external arrives in `deps`, so tests build as
 * many apps as they like (no globals, no process.env).
 */
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { HSTS, MAX_REQUEST_BODY_BYTES } from '@kestrel/domain/constants';
import { requestBodyLimit } from '@kestrel/domain/uploads';
import type { AppDeps } from './deps';
import { bodyLimit } from './lib/body-limit';
import { createOnError, notFound } from './lib/errors';
import { inputGuard } from './lib/input-guard';
import { requestLog } from './lib/request-log';
import { createRouter } from './lib/router';
import { accountRoutes } from './modules/account/account.routes';
import { blogRoutes } from './modules/blog/blog.routes';
import { captchaVariantPath, captchaVariants } from './modules/captcha/captcha.middleware';
import { captchaRoutes } from './modules/captcha/captcha.routes';
import { registerDocsRoutes } from './modules/docs/docs.routes';
import { geoRoutes } from './modules/geo/geo.routes';
import { healthRoutes } from './modules/health/health.routes';
import { l10nRoutes } from './modules/l10n/l10n.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { createNewsletterService } from './modules/newsletter/newsletter.service';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { giftCardRoutes } from './modules/gift-cards/gift-cards.routes';
import { plansRoutes } from './modules/plans/plans.routes';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes';
import { supportRoutes } from './modules/support/support.routes';
import { createSupportService } from './modules/support/support.service';
import { verificationRoutes } from './modules/verification/verification.routes';
import { createVerificationService } from './modules/verification/verification.service';

/** Largest accepted request body; the API takes small JSON documents only (and one upload, below). */
export const MAX_BODY_BYTES = MAX_REQUEST_BODY_BYTES;
/**
 * A larger body is read and thrown away up to this size and time before the 413 goes out, so the
 * client can finish sending and read the answer (lib/body-limit); past them the socket is closed.
 */
const DRAIN_BODY_BYTES = 16 * MAX_BODY_BYTES;
const DRAIN_BODY_MS = 5_000;

export function createApp(deps: AppDeps) {
  // /ws/mm/reca/r2|r3/<rest> is routed as /api/mms/<rest> once its captcha is verified (docs/product.md §7).
  const app = createRouter({ getPath: captchaVariantPath });

  // An incoming X-Request-Id of at most 128 word characters, "-" or "=" is kept; otherwise a
  // UUID is generated. Either way it is echoed in the response header and logged.
  app.use(requestId({ limitLength: 128 }));
  app.use(requestLog(deps.logger));
  app.use(secureHeaders({ strictTransportSecurity: HSTS }));
  // Once shutdown has begun, answers ask clients to close their keep-alive connection.
  app.use(async (c, next) => {
    await next();
    if (deps.lifecycle.shuttingDown) c.header('Connection', 'close');
  });
  // The refund request's upload has a limit of its own (docs/decisions/018); every other body 1 MiB.
  const maxBytes = (request: Request) =>
    requestBodyLimit(request.method, new URL(request.url).pathname, request.headers.get('content-type') ?? undefined);
  app.use(bodyLimit({ maxBytes, drainBytes: DRAIN_BODY_BYTES, drainMs: DRAIN_BODY_MS }));

  // Before anything reads the request: control characters, broken Unicode, bad JSON (lib/input-guard).
  app.use(inputGuard());
  app.use(captchaVariants(deps));

  const verification = createVerificationService(deps);
  app.route('/', healthRoutes(deps));
  app.route('/', plansRoutes(deps));
  app.route('/', campaignsRoutes(deps));
  app.route('/', geoRoutes(deps));
  app.route('/', l10nRoutes());
  app.route('/', captchaRoutes(deps));
  app.route('/', verificationRoutes(deps, verification));
  app.route('/', accountRoutes(deps, verification));
  app.route('/', paymentsRoutes(deps, deps.orders));
  app.route('/', giftCardRoutes(deps));
  app.route('/', supportRoutes(deps, createSupportService(deps)));
  app.route('/', newsletterRoutes(deps, createNewsletterService(deps)));
  app.route('/', blogRoutes(deps));
  registerDocsRoutes(app);

  app.notFound(notFound);
  app.onError(createOnError(deps.logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
