import type { Lang } from '@portal/domain';
import { L } from '@portal/i18n';
import { eq } from 'drizzle-orm';
import { Router } from 'express';
import { type Config, devIdentityProviderPath, issuerOf } from '../../config';
import { type Db, schema } from '../../db';
import { populationRegisterName } from '../../sandbox/populationRegister';
import { devInteractionRoutes } from './interactions';
import type { SignInPageWords } from './page';
import { createDevIdentityProvider } from './provider';

const words = (lang: Lang): SignInPageWords => {
  const t = L[lang].devIdentityProvider;
  return {
    title: t.title(),
    notice: t.notice(),
    identityCodeLabel: t.identityCodeLabel(),
    submit: t.submit(),
    invalidCode: t.invalidCode(),
  };
};

/** Mounts the development identity provider at /idp of our own server. */
export function devIdentityProviderRoutes(deps: { config: Config; db: Db; redirectUri: string }): Router {
  const { config, db } = deps;
  const provider = createDevIdentityProvider({
    issuer: issuerOf(config),
    clientId: config.oidcClientId,
    clientSecret: config.oidcClientSecret,
    redirectUri: deps.redirectUri,
    cookieSecret: config.cookieSecret,
    // A bank knows everyone's name; patients first, then the sandbox register, then a placeholder.
    async lookUpName(identityCode) {
      const [patient] = await db
        .select({ givenName: schema.patients.firstName, familyName: schema.patients.lastName })
        .from(schema.patients)
        .where(eq(schema.patients.ssn, identityCode));
      return patient ?? populationRegisterName(identityCode);
    },
  });
  const router = Router();
  router.use(devInteractionRoutes(provider, words));
  router.use(devIdentityProviderPath, provider.callback());
  return router;
}
