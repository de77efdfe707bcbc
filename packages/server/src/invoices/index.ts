import { brandConfig } from '@portal/domain';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { type Config, paymentSandboxPath, paymentServiceUrl } from '../config';
import type { Db } from '../db';
import type { Operation } from '../http/operation';
import { databaseRateLimiter, paymentStartLimit } from '../http/rateLimit';
import { sandboxPaymentService } from '../sandbox/payment/service';
import { invoiceOperations } from './operations';

/**
 * Answers the invoice and payment calls. Outside production with `PAYMENT_PROVIDER=sandbox` (the
 * default) the payment service's sandbox is served on this same server and the portal talks to it
 * over HTTP exactly as to the real service; production refuses the sandbox (`productionProblems`)
 * and never gets its routes even so.
 */
export function mountInvoices(
  app: Express,
  deps: { config: Config; db: Db; clock: () => Date; logger: Logger },
): Operation[] {
  const { config, db, clock, logger } = deps;
  const brand = brandConfig(config.brand);
  if (config.paymentProvider === 'sandbox' && !config.production) {
    app.use(
      sandboxPaymentService({
        path: paymentSandboxPath,
        publicUrl: () => config.publicUrl,
        account: config.paymentAccount,
        secret: config.paymentSecret,
        merchant: brand.displayName,
        clock,
        logger,
      }),
    );
  }
  return invoiceOperations({
    db,
    brand,
    clock,
    logger,
    payment: {
      url: () => paymentServiceUrl(config),
      account: config.paymentAccount,
      secret: config.paymentSecret,
    },
    publicUrl: () => config.publicUrl,
    invoicing: config.invoicing,
    startLimit: databaseRateLimiter(
      db,
      config.cookieSecret,
      paymentStartLimit(config.paymentStartsPerPerson),
    ),
  });
}
