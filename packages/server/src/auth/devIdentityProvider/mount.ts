import type { Lang } from '@portal/domain';
import { L } from '@portal/i18n';
import { eq } from 'drizzle-orm';
import { Router } from 'express';
import { type Config, devIdentityProviderPath, issuerOf } from '../../config';
import { type Db, schema } from '../../db';
import { DEMO_STAFF } from '../../messaging/demoStaff';
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
    staffHeading: t.staffHeading(),
    staffNotice: t.staffNotice(),
    staffSignIn: (name, role) =>
      t.staffSignIn({ name, role: role === 'doctor' ? t.staffRoles.doctor() : t.staffRoles.nurse() }),
  };
};

/** Mounts the development identity provider at /idp of our own server. */
export function devIdentityProviderRoutes(deps: {
  config: Config;
  db: Db;
  clock: () => Date;
  redirectUri: string;
  staffRedirectUri: string;
}): Router {
  const { config, db } = deps;
  const provider = createDevIdentityProvider({
    issuer: issuerOf(config),
    clientId: config.oidcClientId,
    clientSecret: config.oidcClientSecret,
    redirectUri: deps.redirectUri,
    extraRedirectUris: [deps.staffRedirectUri],
    cookieSecret: config.cookieSecret,
    // A bank knows everyone's name; patients first, then the sandbox register, then a placeholder.
    async lookUpName(identityCode) {
      const [patient] = await db
        .select({ givenName: schema.patients.firstName, familyName: schema.patients.lastName })
        .from(schema.patients)
        .where(eq(schema.patients.ssn, identityCode));
      return patient ?? populationRegisterName(identityCode);
    },
    lookUpStaff(subject) {
      const staff = DEMO_STAFF.find((member) => member.subject === subject);
      return staff && { givenName: staff.firstName, familyName: staff.lastName, role: staff.role };
    },
  });
  const router = Router();
  router.use(devInteractionRoutes(provider, words, deps.clock, DEMO_STAFF));
  router.use(devIdentityProviderPath, provider.callback());
  return router;
}
