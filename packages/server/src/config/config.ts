import { z } from 'zod';

const brands = ['general', 'children'] as const;

/** The built-in development identity provider is mounted here on our own server. */
export const devIdentityProviderPath = '/idp';

/** Secrets that ship with the code; production refuses them. */
export const developmentSecrets = {
  oidcClientSecret: 'development-client-secret-not-for-production',
  cookieSecret: 'development-cookie-secret-not-for-production',
  insurerGatewayToken: 'development-insurer-gateway-token',
  paymentSecret: 'development-payment-secret-not-for-production',
} as const;

/** Where the sandbox payment service is mounted on our own server. */
export const paymentSandboxPath = '/sandbox/payment';

/** A brand site's public address: http(s), no query or fragment; a trailing slash is dropped. */
const siteAddress = z
  .url({ protocol: /^https?$/, error: 'must be an http or https address' })
  .refine((value) => !/[?#]/.test(value), 'must not have a query or a fragment')
  .transform((value) => value.replace(/\/+$/, ''));

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  BRAND: z.enum(brands).default('general'),
  NODE_ENV: z.string().default('development'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  GENERAL_BRAND_URL: siteAddress.optional(),
  CHILDREN_BRAND_URL: siteAddress.optional(),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().default('patient-portal'),
  OIDC_CLIENT_SECRET: z.string().default(developmentSecrets.oidcClientSecret),
  COOKIE_SECRET: z.string().min(32).default(developmentSecrets.cookieSecret),
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .default(30 * 60),
  SEARCH_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  SIGN_IN_STARTS_PER_ADDRESS: z.coerce.number().int().min(1).default(60),
  SMS_GATEWAY: z.enum(['sandbox', 'http']).default('sandbox'),
  SMS_GATEWAY_URL: z.string().url().optional(),
  INSURER_GATEWAY: z.enum(['sandbox', 'http']).default('sandbox'),
  INSURER_GATEWAY_URL: z.string().url().optional(),
  INSURER_GATEWAY_TOKEN: z.string().min(16).default(developmentSecrets.insurerGatewayToken),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  PAYMENT_PROVIDER_URL: siteAddress.optional(),
  PAYMENT_ACCOUNT: z
    .string()
    .regex(/^\w{1,40}$/)
    .default('375917'),
  PAYMENT_SECRET: z.string().min(16).default(developmentSecrets.paymentSecret),
  INVOICE_IBAN: z
    .string()
    .regex(/^FI\d{2}( ?\d{4}){3} ?\d{2}$/)
    .default('FI79 4405 2020 0360 82'),
  APP_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  port: number;
  host: string;
  brand: (typeof brands)[number];
  production: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where browsers reach us; fixed once the port is known. */
  publicUrl: string;
  /**
   * The public addresses of the brands' sites, for links from one brand to the other (the partner
   * insurer's landing page); a brand without one is linked on this same site.
   */
  brandUrls: Partial<Record<(typeof brands)[number], string>>;
  /** Undefined means: serve the development identity provider ourselves. */
  oidcIssuer: string | undefined;
  oidcClientId: string;
  oidcClientSecret: string;
  cookieSecret: string;
  sessionTtlSeconds: number;
  /** How long a search answer is kept (0: not kept); a reservation through this server empties it. */
  searchCacheSeconds: number;
  /**
   * How many sign-ins one address may start in 15 minutes (`http/rateLimit.ts`). A clinic's
   * shared address signs in a few people an hour; tests that sign in hundreds of times raise it.
   */
  signInStartsPerAddress: number;
  smsGateway: 'sandbox' | 'http';
  smsGatewayUrl: string | undefined;
  /** The insurers: the sandbox of the demo persons, or the insurers' own services. */
  insurerGateway: 'sandbox' | 'http';
  /** The clinic's insurer integration gateway (`insurance/gatewayProtocol.ts`), for `http`. */
  insurerGatewayUrl: string | undefined;
  /** The bearer token the gateway knows the portal by (and the sandbox's protocol routes ask for). */
  insurerGatewayToken: string;
  /** The payment service: the sandbox on this server, or the provider's own API (`http`). */
  paymentProvider: 'sandbox' | 'http';
  /** The provider's API address for `http`; see {@link paymentServiceUrl}. */
  paymentProviderUrl: string | undefined;
  /** The merchant account the provider knows the clinic by. */
  paymentAccount: string;
  /** The secret both sides sign the payment messages with (HMAC-SHA256). */
  paymentSecret: string;
  /** The clinic's account that invoices are paid to, printed with the virtual barcode. */
  invoiceIban: string;
  appDist: string | undefined;
  logLevel: z.infer<typeof environment>['LOG_LEVEL'];
};

/** Reads the configuration from environment variables; throws a readable error on bad values. */
export function readConfig(env: Record<string, string | undefined>): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    brand: e.BRAND,
    production: e.NODE_ENV === 'production',
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    brandUrls: {
      ...(e.GENERAL_BRAND_URL ? { general: e.GENERAL_BRAND_URL } : {}),
      ...(e.CHILDREN_BRAND_URL ? { children: e.CHILDREN_BRAND_URL } : {}),
    },
    oidcIssuer: e.OIDC_ISSUER,
    oidcClientId: e.OIDC_CLIENT_ID,
    oidcClientSecret: e.OIDC_CLIENT_SECRET,
    cookieSecret: e.COOKIE_SECRET,
    sessionTtlSeconds: e.SESSION_TTL_SECONDS,
    searchCacheSeconds: e.SEARCH_CACHE_SECONDS,
    signInStartsPerAddress: e.SIGN_IN_STARTS_PER_ADDRESS,
    smsGateway: e.SMS_GATEWAY,
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    insurerGateway: e.INSURER_GATEWAY,
    insurerGatewayUrl: e.INSURER_GATEWAY_URL,
    insurerGatewayToken: e.INSURER_GATEWAY_TOKEN,
    paymentProvider: e.PAYMENT_PROVIDER,
    paymentProviderUrl: e.PAYMENT_PROVIDER_URL,
    paymentAccount: e.PAYMENT_ACCOUNT,
    paymentSecret: e.PAYMENT_SECRET,
    invoiceIban: e.INVOICE_IBAN,
    appDist: e.APP_DIST,
    logLevel: e.LOG_LEVEL,
  };
}

/** The issuer the sign-in client talks to: an outside broker, or our own development provider. */
export function issuerOf(config: Config): string {
  return config.oidcIssuer ?? `${config.publicUrl}${devIdentityProviderPath}`;
}

/** The payment service's API: the provider's own for `http`, else the sandbox on this server. */
export function paymentServiceUrl(config: Config): string {
  return config.paymentProvider === 'http' && config.paymentProviderUrl
    ? config.paymentProviderUrl
    : `${config.publicUrl}${paymentSandboxPath}`;
}

/**
 * Production must never sign people in against the development provider, send SMS into the
 * sandbox outbox, ask the sandbox insurers, or run with secrets that are printed in this repository.
 */
export function productionProblems(config: Config): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (!config.oidcIssuer)
    problems.push('OIDC_ISSUER must point at the identification broker, not the development provider');
  if (config.smsGateway === 'sandbox') problems.push('SMS_GATEWAY must not be the sandbox');
  if (config.insurerGateway === 'sandbox') problems.push('INSURER_GATEWAY must not be the sandbox');
  if (config.insurerGateway === 'http' && !config.insurerGatewayUrl)
    problems.push('INSURER_GATEWAY_URL must name the insurer integration gateway');
  if (config.insurerGatewayToken === developmentSecrets.insurerGatewayToken)
    problems.push('INSURER_GATEWAY_TOKEN is the development default');
  if (config.paymentProvider === 'sandbox') problems.push('PAYMENT_PROVIDER must not be the sandbox');
  if (config.paymentProvider === 'http' && !config.paymentProviderUrl)
    problems.push('PAYMENT_PROVIDER_URL must name the payment service');
  if (config.paymentSecret === developmentSecrets.paymentSecret)
    problems.push('PAYMENT_SECRET is the development default');
  if (config.oidcClientSecret === developmentSecrets.oidcClientSecret)
    problems.push('OIDC_CLIENT_SECRET is the development default');
  if (config.cookieSecret === developmentSecrets.cookieSecret)
    problems.push('COOKIE_SECRET is the development default');
  if (!config.publicUrl.startsWith('https://')) problems.push('PUBLIC_URL must be https');
  for (const [brand, url] of Object.entries(config.brandUrls)) {
    if (!url.startsWith('https://')) problems.push(`${brand.toUpperCase()}_BRAND_URL must be https`);
  }
  return problems;
}
