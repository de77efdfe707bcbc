import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The browser features no page of the portal uses, turned off for every page and every frame: a
 * script that got in (or a page framed by ours) cannot ask for the camera, the microphone, the
 * location, a payment sheet or a device. Only features Chromium knows are named, since an unknown
 * one is reported on every page's console.
 */
export const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

const permissionsPolicyHeader: RequestHandler = (_req, res, next) => {
  res.setHeader('permissions-policy', permissionsPolicy);
  next();
};

/**
 * Scripts only from our own origin. Inline style elements are allowed because the dialog
 * library injects its scroll-lock styles at run time; styles cannot run code.
 *
 * @param paymentOrigin the payment service's origin when it is not ours: the pay page posts its
 *   form there and shows the banks' logos from there. Default: none (the sandbox is ours).
 */
export function securityHeaders(production: boolean, paymentOrigin?: string): RequestHandler[] {
  const payment = paymentOrigin === undefined ? [] : [paymentOrigin];
  const helmetHeaders = helmet({
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
  return [helmetHeaders, permissionsPolicyHeader];
}
