import type { Request } from 'express';

/** How long a drawn page waits for its first data before it is sent with its skeleton instead. */
const firstReadTimeoutMs = 1500;

/**
 * Reads a public answer of this server, over the connection the page request came in on, as a
 * visitor's browser would: the same operation, checks and answer, without a cookie. Rejects when the
 * answer is not a success or does not come in time.
 */
export function ownApiReader(req: Request): (path: string) => Promise<unknown> {
  const { localAddress, localPort } = req.socket;
  const host = localAddress?.includes(':') ? `[${localAddress}]` : (localAddress ?? '127.0.0.1');
  return async (path) => {
    if (!path.startsWith('/api/')) throw new Error(`not an API address: ${path}`);
    const response = await fetch(`http://${host}:${localPort}${path}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(firstReadTimeoutMs),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  };
}
