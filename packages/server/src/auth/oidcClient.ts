import * as client from 'openid-client';

export type OidcClientSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Plain http is allowed only against the development provider. */
  allowHttp: boolean;
};

export type AuthorizationStart = { url: URL; state: string; nonce: string; codeVerifier: string };

/** The relying party of the strong identification: authorization code flow with PKCE. */
export class OidcClient {
  #config: Promise<client.Configuration> | undefined;

  constructor(private readonly settings: OidcClientSettings) {}

  // Discovered on first use, so the server can be its own issuer in development.
  private configuration(): Promise<client.Configuration> {
    this.#config ??= client
      .discovery(
        new URL(this.settings.issuer),
        this.settings.clientId,
        this.settings.clientSecret,
        undefined,
        this.settings.allowHttp ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.#config = undefined;
        throw error;
      });
    return this.#config;
  }

  async start(options: { lang: string; acrValues: string | undefined }): Promise<AuthorizationStart> {
    const config = await this.configuration();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const parameters: Record<string, string> = {
      redirect_uri: this.settings.redirectUri,
      scope: 'openid profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ui_locales: options.lang,
      // Every sign-in identifies anew, whatever the provider remembers: after log-out at a shared
      // computer the next person must not be signed in as the previous one.
      prompt: 'login',
    };
    if (options.acrValues) parameters.acr_values = options.acrValues;
    return { url: client.buildAuthorizationUrl(config, parameters), state, nonce, codeVerifier };
  }

  /** Exchanges the code and returns the verified ID token claims. */
  async finish(callbackUrl: URL, expected: { state: string; nonce: string; codeVerifier: string }) {
    const config = await this.configuration();
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: expected.codeVerifier,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The identity provider returned no ID token');
    return claims;
  }
}
