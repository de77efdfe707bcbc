import type { RequestHandler } from 'express';

/**
 * In development, sends a browser that opened a page at another host than `PUBLIC_URL`'s
 * (http://127.0.0.1:3000 against http://localhost:3000) to the same address on `PUBLIC_URL`
 * first: the sign-in cookies and the identity provider's redirects are bound to that host, so
 * signing in from the other one would end in a failed identification. Only page loads move (a GET
 * or HEAD that asks for HTML); API calls and other requests are answered where they came.
 */
export function publicHostRedirect(publicUrl: string): RequestHandler {
  const target = new URL(publicUrl);
  return (req, res, next) => {
    const isPageLoad =
      (req.method === 'GET' || req.method === 'HEAD') && (req.get('accept') ?? '').includes('text/html');
    const isApi = req.path === '/api' || req.path.startsWith('/api/');
    if (!isPageLoad || isApi || req.get('host') === target.host) return next();
    res.redirect(302, `${target.origin}${req.originalUrl}`);
  };
}
