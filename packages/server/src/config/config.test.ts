import { describe, expect, it } from 'vitest';
import { paymentServiceUrl, productionProblems, readConfig } from './config';

describe('configuration', () => {
  describe('given no settings', () => {
    it('should serve the general brand on port 3000 from ./data', () => {
      const config = readConfig({});
      expect(config).toMatchObject({ port: 3000, brand: 'general', dataDir: './data', production: false });
      expect(config.publicUrl).toBe('http://localhost:3000');
    });

    it('should keep search answers for 5 seconds', () => {
      expect(readConfig({}).searchCacheSeconds).toBe(5);
      expect(readConfig({ SEARCH_CACHE_SECONDS: '0' }).searchCacheSeconds).toBe(0);
    });
  });

  describe("given the brands' site addresses", () => {
    it('should link both brands on this site when none is given', () => {
      expect(readConfig({}).brandUrls).toEqual({});
    });

    it('should keep each given address without its trailing slash', () => {
      const config = readConfig({
        BRAND: 'general',
        CHILDREN_BRAND_URL: 'https://pikkujatti.example.fi/',
        GENERAL_BRAND_URL: 'https://aava.example.fi/portal',
      });
      expect(config.brandUrls).toEqual({
        children: 'https://pikkujatti.example.fi',
        general: 'https://aava.example.fi/portal',
      });
    });

    it.each([
      ['not an address', 'pikkujatti.example.fi'],
      ['another scheme', 'ftp://pikkujatti.example.fi'],
      ['a query', 'https://pikkujatti.example.fi/?from=aava'],
      ['a fragment', 'https://pikkujatti.example.fi/#top'],
    ])('given %s, should name the setting', (_case, value) => {
      expect(() => readConfig({ CHILDREN_BRAND_URL: value })).toThrow(/CHILDREN_BRAND_URL/);
      expect(() => readConfig({ GENERAL_BRAND_URL: value })).toThrow(/GENERAL_BRAND_URL/);
    });
  });

  describe('given the object store', () => {
    it('should keep files under DATA_DIR by default', () => {
      expect(readConfig({}).objectStore).toBe('files');
    });

    it('should read the S3-compatible service, its address without a trailing slash', () => {
      const config = readConfig({
        OBJECT_STORE: 's3',
        OBJECT_STORE_URL: 'https://objects.example.fi/',
        OBJECT_STORE_BUCKET: 'aava-cards',
        OBJECT_STORE_REGION: 'eu-north-1',
        OBJECT_STORE_ACCESS_KEY: 'portal',
        OBJECT_STORE_SECRET_KEY: 'a-secret-of-the-service',
      });
      expect(config.objectStore).toBe('s3');
      expect(config.objectStoreService).toEqual({
        url: 'https://objects.example.fi',
        bucket: 'aava-cards',
        region: 'eu-north-1',
        accessKeyId: 'portal',
        secretAccessKey: 'a-secret-of-the-service',
      });
    });

    it('should refuse s3 without the service’s address, and a bucket S3 would refuse', () => {
      expect(() => readConfig({ OBJECT_STORE: 's3' })).toThrow(/OBJECT_STORE_URL: must name/);
      expect(() =>
        readConfig({ OBJECT_STORE_URL: 'https://objects.example.fi', OBJECT_STORE_BUCKET: 'Cards_1' }),
      ).toThrow(/OBJECT_STORE_BUCKET/);
    });

    it('should refuse in production the development secret and plain http to another machine', () => {
      const production = (url: string, secret?: string) =>
        productionProblems(
          readConfig({
            NODE_ENV: 'production',
            OBJECT_STORE: 's3',
            OBJECT_STORE_URL: url,
            ...(secret ? { OBJECT_STORE_SECRET_KEY: secret } : {}),
          }),
        );
      expect(production('https://objects.example.fi')).toContain(
        'OBJECT_STORE_SECRET_KEY is the development default',
      );
      expect(production('http://objects.example.fi', 'a-real-secret')).toContain(
        'OBJECT_STORE_URL must be https unless the service is on this machine',
      );
      expect(production('http://127.0.0.1:9000', 'a-real-secret').join('\n')).not.toMatch(/OBJECT_STORE/);
      expect(production('https://objects.example.fi', 'a-real-secret').join('\n')).not.toMatch(
        /OBJECT_STORE/,
      );
    });
  });

  describe('given an outside service set to http without its address', () => {
    it.each([
      ['SMS_GATEWAY', 'SMS_GATEWAY_URL'],
      ['INSURER_GATEWAY', 'INSURER_GATEWAY_URL'],
      ['POPULATION_REGISTER', 'POPULATION_REGISTER_URL'],
      ['PAYMENT_PROVIDER', 'PAYMENT_PROVIDER_URL'],
    ])('should refuse to start in any mode, naming %s’s address', (setting, address) => {
      for (const mode of ['development', 'production'])
        expect(() => readConfig({ NODE_ENV: mode, [setting]: 'http' })).toThrow(
          new RegExp(`${address}: must name .* when ${setting} is http`),
        );
    });

    it('should never fall back to a sandbox in a configuration made by hand', () => {
      const config = { ...readConfig({}), paymentProvider: 'http' as const };
      expect(() => paymentServiceUrl(config)).toThrow(/PAYMENT_PROVIDER_URL/);
    });
  });

  describe('given the payment service’s merchant secret', () => {
    it('should accept one as short as the service’s own test secret', () => {
      expect(readConfig({ PAYMENT_SECRET: 'SAIPPUAKAUPPIAS' }).paymentSecret).toBe('SAIPPUAKAUPPIAS');
    });

    it('should refuse a shorter one', () => {
      expect(() => readConfig({ PAYMENT_SECRET: 'SAIPPUAKAUPPI' })).toThrow(/PAYMENT_SECRET/);
    });
  });

  describe('given a bad value', () => {
    it('should say which setting is wrong', () => {
      expect(() => readConfig({ BRAND: 'dental' })).toThrow(/BRAND/);
      expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
      expect(() => readConfig({ SEARCH_CACHE_SECONDS: '-1' })).toThrow(/SEARCH_CACHE_SECONDS/);
      expect(() => readConfig({ INVOICE_BUSINESS_ID: '1234567-2' })).toThrow(/INVOICE_BUSINESS_ID/);
      expect(() => readConfig({ INVOICE_BIC: 'helsfihh' })).toThrow(/INVOICE_BIC/);
      expect(() => readConfig({ COLLECTION_AGENCY_URL: 'http://perinta.example.fi' })).toThrow(
        /COLLECTION_AGENCY_URL/,
      );
    });
  });

  describe('given production with development settings', () => {
    it('should list every problem', () => {
      const problems = productionProblems(readConfig({ NODE_ENV: 'production' }));
      expect(problems.join('\n')).toMatch(/OIDC_ISSUER/);
      expect(problems.join('\n')).toMatch(/SMS_GATEWAY/);
      expect(problems.join('\n')).toMatch(/INSURER_GATEWAY must not be the sandbox/);
      expect(problems.join('\n')).toMatch(/INSURER_GATEWAY_TOKEN is the development default/);
      expect(problems.join('\n')).toMatch(/OIDC_CLIENT_SECRET/);
      expect(problems.join('\n')).toMatch(/COOKIE_SECRET/);
      expect(problems).toContain('PAYMENT_PROVIDER must not be the sandbox');
      expect(problems).toContain('PAYMENT_SECRET is the development default');
      expect(problems).toContain('POPULATION_REGISTER must not be the sandbox');
      expect(problems).toContain('POPULATION_REGISTER_TOKEN is the development default');
    });

    it('should refuse the payment service’s published test secret', () => {
      const problems = productionProblems(
        readConfig({ NODE_ENV: 'production', PAYMENT_SECRET: 'SAIPPUAKAUPPIAS' }),
      );
      expect(problems).toContain('PAYMENT_SECRET is the payment service’s published test secret');
    });

    it('should refuse the development invoice account and the provider’s test merchant', () => {
      const problems = productionProblems(readConfig({ NODE_ENV: 'production' }));
      expect(problems).toContain('INVOICE_IBAN is the development default: name the clinic’s own account');
      expect(problems).toContain(
        'PAYMENT_ACCOUNT is the payment provider’s test merchant: name the clinic’s own',
      );
    });

    it('should name each made-up seller and collection agency setting an invoice would print', () => {
      const problems = productionProblems(readConfig({ NODE_ENV: 'production' }));
      for (const setting of [
        'INVOICE_SELLER_NAME',
        'INVOICE_SELLER_ADDRESS',
        'INVOICE_BUSINESS_ID',
        'INVOICE_BIC',
        'COLLECTION_AGENCY_NAME',
        'COLLECTION_AGENCY_PHONE',
        'COLLECTION_AGENCY_URL',
      ]) {
        expect(problems).toContain(`${setting} is the development default: invoices must name the real one`);
      }
    });

    it('should refuse plain http to an outside service on another machine', () => {
      const problems = productionProblems(
        readConfig({
          NODE_ENV: 'production',
          SMS_GATEWAY: 'http',
          SMS_GATEWAY_URL: 'http://sms.example.fi/send',
          INSURER_GATEWAY: 'http',
          INSURER_GATEWAY_URL: 'http://127.0.0.1:8080/v1',
        }),
      );
      expect(problems).toContain('SMS_GATEWAY_URL must be https unless the service is on this machine');
      expect(problems.join('\n')).not.toMatch(/INSURER_GATEWAY_URL/);
    });

    it.each([
      ['general', 'CHILDREN_BRAND_URL'],
      ['children', 'GENERAL_BRAND_URL'],
    ])("at the %s brand, should name the other brand's missing site address", (brand, setting) => {
      const problems = productionProblems(readConfig({ NODE_ENV: 'production', BRAND: brand }));
      expect(problems.join('\n')).toMatch(new RegExp(`${setting} is missing`));
    });

    it('should refuse a brand site address that is not https', () => {
      const problems = productionProblems(
        readConfig({ NODE_ENV: 'production', CHILDREN_BRAND_URL: 'http://pikkujatti.example.fi' }),
      );
      expect(problems).toContain('CHILDREN_BRAND_URL must be https');
    });
  });

  describe('given production with real settings', () => {
    it('should have no problems', () => {
      const config = readConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://portal.example.fi',
        OIDC_ISSUER: 'https://broker.example.fi',
        OIDC_CLIENT_SECRET: 'a-real-secret-from-the-broker',
        COOKIE_SECRET: 'x'.repeat(48),
        SMS_GATEWAY: 'http',
        SMS_GATEWAY_URL: 'https://sms.example.fi/send',
        INSURER_GATEWAY: 'http',
        INSURER_GATEWAY_URL: 'https://insurers.example.fi/v1',
        INSURER_GATEWAY_TOKEN: 'a-real-token-from-the-gateway',
        CHILDREN_BRAND_URL: 'https://pikkujatti.example.fi',
        PAYMENT_PROVIDER: 'http',
        PAYMENT_PROVIDER_URL: 'https://services.payments.example.fi',
        PAYMENT_ACCOUNT: '695861',
        INVOICE_IBAN: 'FI21 1234 5600 0007 85',
        INVOICE_SELLER_NAME: 'Esimerkki Lääkärikeskus Oy',
        INVOICE_SELLER_ADDRESS: 'Mannerheimintie 1, 00100 Helsinki',
        INVOICE_BUSINESS_ID: '0112038-9',
        INVOICE_BIC: 'NDEAFIHH',
        COLLECTION_AGENCY_NAME: 'Esimerkkiperintä Oy',
        COLLECTION_AGENCY_PHONE: '09 123 4567',
        COLLECTION_AGENCY_URL: 'https://perinta.example.com',
        PAYMENT_SECRET: 'a-real-secret-from-the-payment-service',
        POPULATION_REGISTER: 'http',
        POPULATION_REGISTER_URL: 'https://register.example.fi/v1',
        POPULATION_REGISTER_TOKEN: 'a-real-token-from-the-register',
      });
      expect(productionProblems(config)).toEqual([]);
      expect(paymentServiceUrl(config)).toBe('https://services.payments.example.fi');
    });
  });
});
