import type { Operation } from '../http/operation';
import { answerProblems } from './answerCheck';

/**
 * A browser-like HTTP client for tests: keeps cookies, follows redirects by hand so a test can
 * see every hop, and fills in the development identity provider's form like a person would.
 * Every answer is held to the API's contract (`answerCheck.ts`): a failure code the domain's list
 * lacks, or a success that does not match its operation's schema, fails the test that saw it.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly operations: readonly Operation[],
  ) {}

  /** A browser for a running server, held to the contract of its operations. */
  static of(server: { url: string; operations: readonly Operation[] }): TestBrowser {
    return new TestBrowser(server.url, server.operations);
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some(
        (a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0\b/i.test(a),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One request, no redirect following. */
  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, this.baseUrl);
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader());
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.remember(response);
    await this.check(init.method ?? 'GET', url, response);
    return response;
  }

  private async check(method: string, url: URL, response: Response): Promise<void> {
    const json = (response.headers.get('content-type') ?? '').includes('application/json');
    const api = url.pathname.startsWith('/api/');
    let problems: string[];
    if (json) {
      const body: unknown = await response.clone().json();
      problems = answerProblems(this.operations, { method, url, status: response.status, body });
    } else {
      problems =
        api && response.status >= 400
          ? [`${method} ${url.pathname} answered ${response.status} without a JSON failure body`]
          : [];
    }
    if (problems.length > 0) throw new Error(`The answer breaks the API contract:\n${problems.join('\n')}`);
  }

  /** Follows redirects like a browser (a 303 or 302 becomes a GET); answers the last response and its address. */
  async navigate(path: string, init: RequestInit = {}): Promise<{ response: Response; url: URL }> {
    let url = new URL(path, this.baseUrl);
    let response = await this.fetch(url.href, init);
    for (let hops = 0; hops < 20 && response.status >= 300 && response.status < 400; hops++) {
      const location = response.headers.get('location');
      if (!location) break;
      url = new URL(location, url);
      response = await this.fetch(url.href);
    }
    return { response, url };
  }

  async json<T = Record<string, unknown>>(
    path: string,
    init: RequestInit = {},
  ): Promise<{ status: number; body: T }> {
    const headers = new Headers(init.headers);
    if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
    const response = await this.fetch(path, { ...init, headers });
    return { status: response.status, body: (await response.json()) as T };
  }

  /**
   * Starts strong identification and submits an identity code on the provider's page; with
   * `sessionScope`, as the mobile app starts it. `next: null` names no page to return to.
   * Answers where the browser finally lands.
   */
  async signIn(
    identityCode: string,
    options: { lang?: string; next?: string | null; sessionScope?: string } = {},
  ) {
    const query = new URLSearchParams({ lang: options.lang ?? 'fi' });
    if (options.next !== null) query.set('next', options.next ?? '/fi');
    if (options.sessionScope !== undefined) query.set('sessionScope', options.sessionScope);
    const { response, url } = await this.navigate(`/oauth/authenticate?${query}`);
    const page = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`No sign-in form at ${url.href}: ${response.status}`);
    return this.navigate(new URL(action.replaceAll('&amp;', '&'), url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ identityCode }).toString(),
    });
  }
}
