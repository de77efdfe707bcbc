import { generateKeyPairSync } from 'node:crypto';
import Provider, { type Configuration } from 'oidc-provider';
import { staffRoleClaim } from '../../clinic/staffSignIn';
import { identityCodeClaim } from '../signIn';

export type DevProviderSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  cookieSecret: string;
  /** Given and family name of a person, as a bank would know them. */
  lookUpName: (identityCode: string) => Promise<{ givenName: string; familyName: string }>;
  /** A staff test identity by its subject: its names and the role claim of the clinic workspace. */
  lookUpStaff: (subject: string) => { givenName: string; familyName: string; role: string } | undefined;
  /** The client's redirect addresses beside `redirectUri`: the clinic workspace's callback. */
  extraRedirectUris?: readonly string[];
};

/**
 * The development stand-in for the Finnish strong-identification broker: a real OpenID provider
 * whose only sign-in step asks for a personal identity code.
 */
export function createDevIdentityProvider(settings: DevProviderSettings): Provider {
  const configuration: Configuration = {
    clients: [
      {
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        redirect_uris: [settings.redirectUri, ...(settings.extraRedirectUris ?? [])],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    // A fresh signing key per start: the provider's tokens live minutes, and only our own client reads them.
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
          use: 'sig',
          alg: 'RS256',
          kid: 'dev',
        },
      ],
    },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    cookies: { keys: [settings.cookieSecret] },
    acrValues: ['mpki.telia.1', 'oidc.nordea.1', 'saml.op.1', 'dev.identity-code', 'dev.staff'],
    claims: { openid: ['sub', identityCodeClaim, staffRoleClaim], profile: ['given_name', 'family_name'] },
    // Brokers put the person's names and identity code in the ID token itself; so do we.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/idp/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        async claims() {
          const staff = settings.lookUpStaff(sub);
          if (staff)
            return {
              sub,
              [staffRoleClaim]: staff.role,
              given_name: staff.givenName,
              family_name: staff.familyName,
            };
          const name = await settings.lookUpName(sub);
          return { sub, [identityCodeClaim]: sub, given_name: name.givenName, family_name: name.familyName };
        },
      };
    },
    // Our own portal is the only client: consent is implied, as with a real broker's contract.
    async loadExistingGrant(ctx) {
      const session = ctx.oidc.session;
      const clientId = ctx.oidc.client?.clientId;
      if (!session?.accountId || !clientId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile');
      grant.addOIDCClaims([identityCodeClaim, staffRoleClaim]);
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(settings.issuer, configuration);
  provider.proxy = true;
  return provider;
}
