import { afterEach, vi } from 'vitest';

/** One request as the fake server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** What a route of the fake server answers. */
export interface Reply {
  status?: number;
  /** Headers besides the JSON content type (`retry-after` of a 429). Default none. */
  headers?: Record<string, string>;
  body: unknown;
}

type Handler = (request: SeenRequest) => Reply;

/**
 * A tiny stand-in for the portal's server at the network boundary: `fetch` is replaced, our own modules
 * are not. Routes are keyed `"METHOD /path"`; an unknown route answers 404 `notFound`.
 * Every request is kept in `requests`, in order.
 */
export function fakeServer(routes: Record<string, Handler | Reply>) {
  const requests: SeenRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://portal.test');
    const request: SeenRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const reply =
      route === undefined
        ? { status: 404, body: { type: 'notFound' } }
        : typeof route === 'function'
          ? route(request)
          : route;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { requests };
}

/** A server that cannot be reached at all. */
export function unreachableServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * The search's answer as the server gives it: of `appointments`, the times inside the span asked for
 * (`startDate` to `endDate`). A list whose range starts before the chosen day asks for two spans.
 */
export function timesInSpan(...appointments: { startDate: string }[]): Handler {
  return ({ query }) => {
    const from = Date.parse(query.startDate ?? '');
    const to = Date.parse(query.endDate ?? '');
    const inSpan = appointments.filter(({ startDate }) => {
      const start = Date.parse(startDate);
      return start >= from && start < to;
    });
    return { body: { availableAppointments: { type: 'success', appointments: inSpan } } };
  };
}
