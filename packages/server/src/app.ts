import { brandConfig } from '@portal/domain';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express, type Router } from 'express';
import type { Logger } from 'pino';
import { devIdentityProviderRoutes } from './auth/devIdentityProvider/mount';
import { OidcClient } from './auth/oidcClient';
import { sessionOperations } from './auth/operations';
import { loadSession } from './auth/sessionCookie';
import { signInRoutes } from './auth/signIn';
import { slideSession } from './auth/slideSession';
import { visitorSession } from './auth/visitorSession';
import { type Availability, availabilityCache, startAvailability } from './booking/availability';
import { cancelOperations } from './booking/cancelOperations';
import { reserveOperations } from './booking/reserveOperations';
import { createSearchCache } from './booking/searchCache';
import { searchOperations } from './booking/searchOperations';
import { clinicOperations } from './clinic/operations';
import { staffCallbackPath, staffSignInRoutes } from './clinic/staffSignIn';
import { type Config, issuerOf, paymentServiceUrl } from './config';
import type { Database } from './db';
import { confirmGuardianship } from './guardianship/confirmGuardianship';
import { guardianshipOperations } from './guardianship/operations';
import { appShellRoutes } from './http/appShell';
import { apiNotFound, errorHandler } from './http/errorHandler';
import { healthRoutes } from './http/health';
import { requestLogging } from './http/logging';
import { openApiDocument } from './http/openapi';
import { type Operation, runOperation } from './http/operation';
import { publicHostRedirect } from './http/publicHost';
import { parseQuery } from './http/queryParser';
import {
  anonymousCheckInLimits,
  anonymousLinkReadLimit,
  anonymousReservationLimits,
  databaseFailureCounter,
  databaseRateLimiter,
  databaseRateLimits,
  messagingLimits,
  uploadBytesPerDay,
} from './http/rateLimit';
import { requestContext } from './http/requestContext';
import { requestTimeout } from './http/requestTimeout';
import { securityHeaders } from './http/security';
import { versionOperation } from './http/version';
import { insurerCallLimiter, insurerOperations, mountInsurers } from './insurance';
import { mountInvoices } from './invoices';
import { createPatientThread } from './messaging';
import { messagingOperations } from './messaging/operations';
import { occupationalCareOperations } from './occupationalCare';
import { occupationalVaccinationOperations } from './occupationalVaccination/operations';
import { outboxRoutes } from './outbox/devRoutes';
import type { MessageGateway } from './outbox/gateway';
import { anonymousAppointmentOperations } from './patient/appointments/anonymousOperations';
import { ownAppointmentOperations } from './patient/appointments/operations';
import { dataAccessOperations } from './patient/dataAccess';
import { guardianOperations } from './patient/guardians';
import { kelaCardOperations } from './patient/kelaCard';
import { newCustomerOperations } from './patient/newCustomer';
import { patientOperations } from './patient/operations';
import { smsLoginOperations } from './patient/smsLogin';
import { mountPopulationRegister, type PopulationRegister } from './populationRegister';
import { labAndSurveyOperations } from './records';
import { certificateOperations } from './records/certificates/operations';
import { prescriptionOperations } from './records/prescriptions/operations';
import { visitOperations } from './records/visits/operations';
import { mountObjectStore, type ObjectStore } from './storage';
import { upstreamFailureLog } from './upstream/failureLog';

export type AppDeps = {
  config: Config;
  database: Database;
  gateway: MessageGateway;
  logger: Logger;
  clock: () => Date;
  features: readonly string[];
};

/**
 * The assembled application, the operations its API answers (for the tests' contract check) and
 * the free times it keeps in memory (closed with the server).
 */
export type App = {
  app: Express;
  operations: readonly Operation[];
  availability: Availability;
  /** Where uploads are kept; the server sweeps the unfinished ones. */
  objectStore: ObjectStore;
};

/** Assembles the HTTP application; `main.ts` gives it a port, tests give it an ephemeral one. */
export function createApp(deps: AppDeps): App {
  const { config, database, gateway, logger, clock } = deps;
  const db = database.db;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.set('query parser', parseQuery);

  // The operations are assembled below; the log reads their patterns when requests come.
  app.use(
    requestLogging(logger, () => operationPaths),
    requestContext(),
  );
  const paymentOrigin = new URL(paymentServiceUrl(config)).origin;
  app.use(
    securityHeaders(
      config.production,
      paymentOrigin === new URL(config.publicUrl).origin ? undefined : paymentOrigin,
    ),
  );
  if (!config.production) app.use(publicHostRedirect(config.publicUrl));
  app.use(cookieParser(config.cookieSecret));
  const availability = startAvailability({
    db,
    listen: database.listen,
    clock,
    onError: (err) => logger.error({ err }, 'free times not read'),
  });
  app.use(healthRoutes(database, () => ({ freeTimes: availability.current() ? 'ready' : 'reading' })));

  const redirectUri = `${config.publicUrl}/oauth/callback`;
  const staffRedirectUri = `${config.publicUrl}${staffCallbackPath}`;
  if (!config.oidcIssuer)
    app.use(devIdentityProviderRoutes({ config, db, clock, redirectUri, staffRedirectUri }));
  const oidc = new OidcClient({
    issuer: issuerOf(config),
    clientId: config.oidcClientId,
    clientSecret: config.oidcClientSecret,
    redirectUri,
    allowHttp: !config.production,
  });
  app.use(signInRoutes({ db, config, oidc, gateway, clock }));
  // The clinic workspace's staff sign in through the same provider, back to a callback of their own.
  const staffOidc = new OidcClient({
    issuer: issuerOf(config),
    clientId: config.oidcClientId,
    clientSecret: config.oidcClientSecret,
    redirectUri: staffRedirectUri,
    allowHttp: !config.production,
  });
  app.use(staffSignInRoutes({ db, config, oidc: staffOidc, clock }));

  const searchCache = availabilityCache(
    createSearchCache({ ttlMs: config.searchCacheSeconds * 1000, clock }),
    availability,
  );
  const onUpstreamFailure = upstreamFailureLog(logger);
  const insurers = mountInsurers(app, config, onUpstreamFailure);
  const populationRegister = mountPopulationRegister(app, config, db, onUpstreamFailure);
  const objectStore = mountObjectStore(app, config, logger);
  const uploadBytes = databaseRateLimiter(db, config.cookieSecret, uploadBytesPerDay);
  const messaging = messagingOperations({
    db,
    clock,
    logger,
    features: deps.features,
    maintenance: config.messagingStatus === 'maintenance-mode',
    secret: config.cookieSecret,
    store: objectStore,
    uploadBytes,
    production: config.production,
  });
  const operations: Operation[] = [
    versionOperation,
    ...sessionOperations({ db, config, clock, features: deps.features }),
    ...searchOperations({ db, clock, cache: searchCache, brand: config.brand, availability }),
    ...reserveOperations({
      db,
      brand: brandConfig(config.brand),
      gateway,
      clock,
      searchCache,
      insurers,
      publicUrl: config.publicUrl,
      insurerLimit: insurerCallLimiter(config, db),
      anonymousLimits: {
        perAddress: databaseRateLimiter(db, config.cookieSecret, anonymousReservationLimits.perAddress),
        perIdentityCode: databaseRateLimiter(
          db,
          config.cookieSecret,
          anonymousReservationLimits.perIdentityCode,
        ),
      },
    }),
    ...cancelOperations({ db, brand: brandConfig(config.brand), clock, gateway, searchCache }),
    ...patientOperations({ db, clock, insurers, insurerLimit: insurerCallLimiter(config, db) }),
    ...dataAccessOperations({ db }),
    ...guardianOperations({ db }),
    ...kelaCardOperations({
      db,
      clock,
      store: objectStore,
      secret: config.cookieSecret,
      uploadBytes,
    }),
    ...smsLoginOperations({ db, clock, gateway, secret: config.cookieSecret, enabled: config.smsLogin }),
    ...insurerOperations({ config, db, clock, insurers }),
    ...mountInvoices(app, { config, db, clock, logger }),
    ...ownAppointmentOperations({ db, brand: brandConfig(config.brand), clock }),
    ...newCustomerOperations({ db }),
    ...occupationalCareOperations({ db }),
    ...labAndSurveyOperations({ db, surveysMaintenance: config.surveysMaintenance }),
    ...messaging.operations,
    ...clinicOperations({ db, clock, run: messaging.run, secure: config.production }),
    ...guardianshipOperations({ db, register: populationRegister, clock }),
    ...occupationalVaccinationOperations({ db }),
    ...anonymousAppointmentOperations({
      db,
      brand: brandConfig(config.brand),
      clock,
      linkReads: databaseRateLimiter(db, config.cookieSecret, anonymousLinkReadLimit),
      perAddress: databaseRateLimiter(db, config.cookieSecret, anonymousCheckInLimits.perAddress),
      wrongEndParts: databaseFailureCounter(db, config.cookieSecret, anonymousCheckInLimits.perAppointment),
    }),
    ...visitOperations({ db }),
    ...prescriptionOperations({
      db,
      renewal: config.prescriptionRenewal,
      startConversation: (thread) => createPatientThread(db, { ...thread, now: clock() }),
      limit: databaseRateLimits(db, config.cookieSecret, messagingLimits.renewals),
    }),
    ...certificateOperations({ db, brand: brandConfig(config.brand) }),
  ];
  const operationPaths = operations.map((op) => op.path);
  // JSON answers of a kilobyte or more are compressed: a week of free times is tens of kilobytes.
  app.use(
    apiPath,
    compression({ threshold: 1024 }),
    apiRouter(operations, db, clock, populationRegister, config),
  );

  if (!config.production) app.use(outboxRoutes(db));
  app.use(appShellRoutes(config.appDist, (lang) => visitorSession(config, deps.features, lang)));
  app.use(errorHandler);
  return { app, operations, availability, objectStore };
}

const apiPath = '/api';

/**
 * The API under `/api`: only its requests parse JSON and read the session from the database, so
 * the app's assets and pages are served without either.
 */
function apiRouter(
  operations: readonly Operation[],
  db: Database['db'],
  clock: () => Date,
  register: PopulationRegister,
  config: Config,
): Router {
  const api = express.Router();
  api.use(requestTimeout());
  api.use(express.json({ limit: '100kb' }));
  api.use(loadSession(db, clock));
  api.use(confirmGuardianship(db, register, clock));
  api.use(slideSession(db, config, clock));
  api.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument(operations, { title: 'Patient portal API', version: '1' }));
  });
  for (const op of operations) {
    api[op.method](op.path.slice(apiPath.length), (req, res) => runOperation(op, req, res));
  }
  api.use(apiNotFound);
  return api;
}
