import type { SessionLimits } from '@portal/domain';
import { z } from 'zod';
import { type Invoicing, invoicingEnvironment, invoicingProblems, readInvoicing } from './invoicing';

const brands = ['general', 'children'] as const;

/** The built-in development identity provider is mounted here on our own server. */
export const devIdentityProviderPath = '/idp';

/** Secrets that ship with the code; production refuses them. */
export const developmentSecrets = {
  oidcClientSecret: 'development-client-secret-not-for-production',
  cookieSecret: 'development-cookie-secret-not-for-production',
  insurerGatewayToken: 'development-insurer-gateway-token',
  populationRegisterToken: 'development-population-register-token',
  paymentSecret: 'development-payment-secret-not-for-production',
  objectStoreSecretKey: 'development-object-store-secret-not-for-production',
} as const;

/**
 * Made-up accounts the demo's invoices and payments name; production refuses them, for an invoice
 * would send a patient's money to an account nobody holds. The merchant id is the payment
 * provider's own public test merchant.
 */
export const developmentAccounts = {
  invoiceIban: 'FI79 4405 2020 0360 82',
  paymentAccount: '375917',
} as const;

/**
 * The outside services that have an `http` adapter, with the setting that names its address. Set
 * to `http` without the address, a service refuses to start in every mode: an adapter never falls
 * back to a sandbox (SMS codes written into the development outbox would lock SMS-login users out).
 */
const outsideServices = [
  ['SMS_GATEWAY', 'SMS_GATEWAY_URL', 'the SMS and e-mail gateway'],
  ['INSURER_GATEWAY', 'INSURER_GATEWAY_URL', 'the insurer integration gateway'],
  ['POPULATION_REGISTER', 'POPULATION_REGISTER_URL', 'the population register service'],
  ['PAYMENT_PROVIDER', 'PAYMENT_PROVIDER_URL', 'the payment service'],
] as const;

/**
 * The merchant secret the payment service publishes for its test account; as short as its real
 * secrets may be, so the length rule allows it, and production refuses it like our own defaults.
 */
export const publishedTestPaymentSecret = 'SAIPPUAKAUPPIAS';

/** Where the sandbox payment service is mounted on our own server. */
export const paymentSandboxPath = '/sandbox/payment';

/** Where the sandbox S3-compatible service is mounted on our own server (never in production). */
export const objectStoreSandboxPath = '/sandbox/object-store';

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
  // The longest a session lasts however active the person is; a security officer's figure.
  SESSION_MAX_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .default(8 * 60 * 60),
  SEARCH_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  SIGN_IN_STARTS_PER_ADDRESS: z.coerce.number().int().min(1).default(60),
  PAYMENT_STARTS_PER_PERSON: z.coerce.number().int().min(1).default(10),
  SMS_GATEWAY: z.enum(['sandbox', 'http']).default('sandbox'),
  SMS_LOGIN: z.enum(['on', 'off']).default('on'),
  SMS_GATEWAY_URL: z.string().url().optional(),
  INSURER_GATEWAY: z.enum(['sandbox', 'http']).default('sandbox'),
  INSURER_GATEWAY_URL: z.string().url().optional(),
  INSURER_GATEWAY_TOKEN: z.string().min(16).default(developmentSecrets.insurerGatewayToken),
  POPULATION_REGISTER: z.enum(['sandbox', 'http']).default('sandbox'),
  POPULATION_REGISTER_URL: z.string().url().optional(),
  POPULATION_REGISTER_TOKEN: z.string().min(16).default(developmentSecrets.populationRegisterToken),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  PAYMENT_PROVIDER_URL: siteAddress.optional(),
  PAYMENT_ACCOUNT: z
    .string()
    .regex(/^\w{1,40}$/)
    .default(developmentAccounts.paymentAccount),
  PAYMENT_SECRET: z.string().min(publishedTestPaymentSecret.length).default(developmentSecrets.paymentSecret),
  INVOICE_IBAN: z
    .string()
    .regex(/^FI\d{2}( ?\d{4}){3} ?\d{2}$/)
    .default(developmentAccounts.invoiceIban),
  ...invoicingEnvironment,
  /** 'on' while the survey service is down: questionnaire pages say surveys are out of use. */
  SURVEYS_MAINTENANCE: z.enum(['on', 'off']).default('off'),
  PRESCRIPTION_RENEWAL: z.enum(['enabled', 'maintenance', 'disabled']).default('enabled'),
  OBJECT_STORE: z.enum(['files', 's3']).default('files'),
  OBJECT_STORE_URL: siteAddress.optional(),
  OBJECT_STORE_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3-63 of a-z, 0-9, dot, hyphen')
    .default('patient-portal'),
  OBJECT_STORE_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as us-east-1')
    .default('us-east-1'),
  OBJECT_STORE_ACCESS_KEY: z
    .string()
    .regex(/^[\w.+=@-]{3,128}$/, 'must be an access key id')
    .default('patient-portal'),
  OBJECT_STORE_SECRET_KEY: z.string().min(8).max(256).default(developmentSecrets.objectStoreSecretKey),
  APP_DIST: z.string().optional(),
  MESSAGING_STATUS: z.enum(['ok', 'maintenance-mode']).default('ok'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

// The portal cannot keep an uploaded file anywhere without its store, so a missing address is an
// error at start, not a failure at the first upload.
const checkedEnvironment = environment.superRefine((env, context) => {
  if (env.OBJECT_STORE === 's3' && !env.OBJECT_STORE_URL)
    context.addIssue({
      code: 'custom',
      path: ['OBJECT_STORE_URL'],
      message: 'must name the S3-compatible service when OBJECT_STORE is s3',
    });
  for (const [setting, address, service] of outsideServices) {
    if (env[setting] === 'http' && !env[address])
      context.addIssue({
        code: 'custom',
        path: [address],
        message: `must name ${service} when ${setting} is http`,
      });
  }
});

/** An S3-compatible service's address, bucket and keys (`storage/s3ObjectStore.ts`). */
export type ObjectStoreService = {
  url: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

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
  /** A session ends this long after the person's last activity (`SESSION_TTL_SECONDS`). */
  sessionTtlSeconds: number;
  /** ... and never later than this long after sign-in, however active (`SESSION_MAX_SECONDS`). */
  sessionMaxSeconds: number;
  /** How long a search answer is kept (0: not kept); a reservation through this server empties it. */
  searchCacheSeconds: number;
  /**
   * How many sign-ins one address may start in 15 minutes (`http/rateLimit.ts`). A clinic's
   * shared address signs in a few people an hour; tests that sign in hundreds of times raise it.
   */
  signInStartsPerAddress: number;
  /** Online payments one person may start per 15 minutes (`paymentStartLimit`). */
  paymentStartsPerPerson: number;
  smsGateway: 'sandbox' | 'http';
  /** SMS login as a second factor: offered and asked for, or off in this environment. */
  smsLogin: boolean;
  smsGatewayUrl: string | undefined;
  /** The insurers: the sandbox of the demo persons, or the insurers' own services. */
  insurerGateway: 'sandbox' | 'http';
  /** The clinic's insurer integration gateway (`insurance/gatewayProtocol.ts`), for `http`. */
  insurerGatewayUrl: string | undefined;
  /** The bearer token the gateway knows the portal by (and the sandbox's protocol routes ask for). */
  insurerGatewayToken: string;
  /** Who is whose guardian: the sandbox over the demo persons' rows, or the register's service. */
  populationRegister: 'sandbox' | 'http';
  /** The population register's guardianship service (`populationRegister/protocol.ts`), for `http`. */
  populationRegisterUrl: string | undefined;
  /** The bearer token the register's service knows the portal by. */
  populationRegisterToken: string;
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
  /** The seller, terms and collection agency that invoices print (`config/invoicing.ts`). */
  invoicing: Invoicing;
  /** Questionnaires answer `maintenance-mode` (patient-area.md §2). */
  surveysMaintenance: boolean;
  /**
   * Whether patients may ask for prescription renewals: `maintenance` while the messaging service
   * the requests travel through is being moved; `disabled` where the clinic takes them by phone only.
   */
  prescriptionRenewal: 'enabled' | 'maintenance' | 'disabled';
  /** Where uploaded files (the insurance card) live: under `DATA_DIR/objects`, or an S3-compatible service. */
  objectStore: 'files' | 's3';
  /**
   * The S3-compatible service for `s3` (its `url` is then set). The bucket, region and keys are
   * also those the sandbox service at {@link objectStoreSandboxPath} serves and asks for.
   */
  objectStoreService: ObjectStoreService;
  appDist: string | undefined;
  /** In `maintenance-mode` the messaging pages show the maintenance notice and the API neither lists nor sends. */
  messagingStatus: 'ok' | 'maintenance-mode';
  logLevel: z.infer<typeof environment>['LOG_LEVEL'];
};

/** Reads the configuration from environment variables; throws a readable error on bad values. */
export function readConfig(env: Record<string, string | undefined>): Config {
  const parsed = checkedEnvironment.safeParse(env);
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
    sessionMaxSeconds: e.SESSION_MAX_SECONDS,
    searchCacheSeconds: e.SEARCH_CACHE_SECONDS,
    signInStartsPerAddress: e.SIGN_IN_STARTS_PER_ADDRESS,
    paymentStartsPerPerson: e.PAYMENT_STARTS_PER_PERSON,
    smsGateway: e.SMS_GATEWAY,
    smsLogin: e.SMS_LOGIN === 'on',
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    insurerGateway: e.INSURER_GATEWAY,
    insurerGatewayUrl: e.INSURER_GATEWAY_URL,
    insurerGatewayToken: e.INSURER_GATEWAY_TOKEN,
    populationRegister: e.POPULATION_REGISTER,
    populationRegisterUrl: e.POPULATION_REGISTER_URL,
    populationRegisterToken: e.POPULATION_REGISTER_TOKEN,
    paymentProvider: e.PAYMENT_PROVIDER,
    paymentProviderUrl: e.PAYMENT_PROVIDER_URL,
    paymentAccount: e.PAYMENT_ACCOUNT,
    paymentSecret: e.PAYMENT_SECRET,
    invoiceIban: e.INVOICE_IBAN,
    invoicing: readInvoicing(e),
    surveysMaintenance: e.SURVEYS_MAINTENANCE === 'on',
    prescriptionRenewal: e.PRESCRIPTION_RENEWAL,
    objectStore: e.OBJECT_STORE,
    objectStoreService: {
      url: e.OBJECT_STORE_URL,
      bucket: e.OBJECT_STORE_BUCKET,
      region: e.OBJECT_STORE_REGION,
      accessKeyId: e.OBJECT_STORE_ACCESS_KEY,
      secretAccessKey: e.OBJECT_STORE_SECRET_KEY,
    },
    appDist: e.APP_DIST,
    messagingStatus: e.MESSAGING_STATUS,
    logLevel: e.LOG_LEVEL,
  };
}

/** The two limits of a person's session, as the domain's rules take them. */
export function sessionLimitsOf(config: Config): SessionLimits {
  return { idleSeconds: config.sessionTtlSeconds, maxSeconds: config.sessionMaxSeconds };
}

/** The issuer the sign-in client talks to: an outside broker, or our own development provider. */
export function issuerOf(config: Config): string {
  return config.oidcIssuer ?? `${config.publicUrl}${devIdentityProviderPath}`;
}

/** The payment service's API: the provider's own for `http`, else the sandbox on this server. */
export function paymentServiceUrl(config: Config): string {
  if (config.paymentProvider === 'sandbox') return `${config.publicUrl}${paymentSandboxPath}`;
  // `readConfig` refuses http without the address; a hand-made config must not fall back either.
  if (!config.paymentProviderUrl) throw new Error('PAYMENT_PROVIDER_URL must name the payment service');
  return config.paymentProviderUrl;
}

const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);

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
  if (config.insurerGatewayToken === developmentSecrets.insurerGatewayToken)
    problems.push('INSURER_GATEWAY_TOKEN is the development default');
  if (config.populationRegister === 'sandbox') problems.push('POPULATION_REGISTER must not be the sandbox');
  if (config.populationRegisterToken === developmentSecrets.populationRegisterToken)
    problems.push('POPULATION_REGISTER_TOKEN is the development default');
  if (config.paymentProvider === 'sandbox') problems.push('PAYMENT_PROVIDER must not be the sandbox');
  if (config.invoiceIban === developmentAccounts.invoiceIban)
    problems.push('INVOICE_IBAN is the development default: name the clinic’s own account');
  problems.push(...invoicingProblems(config.invoicing));
  if (config.paymentAccount === developmentAccounts.paymentAccount)
    problems.push('PAYMENT_ACCOUNT is the payment provider’s test merchant: name the clinic’s own');
  // Phone numbers, SMS codes and identity codes go to these services.
  const addresses = {
    SMS_GATEWAY_URL: config.smsGatewayUrl,
    INSURER_GATEWAY_URL: config.insurerGatewayUrl,
    POPULATION_REGISTER_URL: config.populationRegisterUrl,
  };
  for (const [setting, url] of Object.entries(addresses)) {
    if (url && !url.startsWith('https://') && !isLoopback(new URL(url).hostname))
      problems.push(`${setting} must be https unless the service is on this machine`);
  }
  if (config.paymentSecret === developmentSecrets.paymentSecret)
    problems.push('PAYMENT_SECRET is the development default');
  if (config.paymentSecret === publishedTestPaymentSecret)
    problems.push('PAYMENT_SECRET is the payment service’s published test secret');
  if (config.oidcClientSecret === developmentSecrets.oidcClientSecret)
    problems.push('OIDC_CLIENT_SECRET is the development default');
  if (config.cookieSecret === developmentSecrets.cookieSecret)
    problems.push('COOKIE_SECRET is the development default');
  if (config.objectStore === 's3') {
    const { url, secretAccessKey } = config.objectStoreService;
    if (secretAccessKey === developmentSecrets.objectStoreSecretKey)
      problems.push('OBJECT_STORE_SECRET_KEY is the development default');
    // The card images are personal data: plain http only to a service on this same machine.
    if (url && !url.startsWith('https://') && !isLoopback(new URL(url).hostname))
      problems.push('OBJECT_STORE_URL must be https unless the service is on this machine');
  }
  if (!config.publicUrl.startsWith('https://')) problems.push('PUBLIC_URL must be https');
  // The child path (the partner insurer's landing, paying a child's visit) leads to the children's
  // site, and its adult cards to the general one: without the other brand's address such a link
  // would stay on this site, where the brand's own clinics and invoices are the wrong ones.
  const other = config.brand === 'general' ? 'children' : 'general';
  if (!config.brandUrls[other])
    problems.push(`${other.toUpperCase()}_BRAND_URL is missing: links to the ${other} brand's site need it`);
  for (const [brand, url] of Object.entries(config.brandUrls)) {
    if (!url.startsWith('https://')) problems.push(`${brand.toUpperCase()}_BRAND_URL must be https`);
  }
  return problems;
}
