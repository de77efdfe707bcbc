import helmet from 'helmet';

/**
 * Scripts only from our own origin. Inline style elements are allowed because the dialog
 * library injects its scroll-lock styles at run time; styles cannot run code.
 *
 * @param paymentOrigin the payment service's origin when it is not ours: the pay page posts its
 *   form there and shows the banks' logos from there. Default: none (the sandbox is ours).
 */
export function securityHeaders(production: boolean, paymentOrigin?: string) {
  const payment = paymentOrigin === undefined ? [] : [paymentOrigin];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...payment],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'", ...payment],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // Only where we are served over https; development runs on plain http://localhost.
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: production,
    referrerPolicy: { policy: 'same-origin' },
  });
}
