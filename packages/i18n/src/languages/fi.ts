// One language whole, for the browser to load on its own. A new namespace is added here too:
// the key check below fails until it is.

import root from '../fi';
import actingForChild from '../fi/actingForChild';
import auth from '../fi/auth';
import components from '../fi/components';
import errors from '../fi/errors';
import frontPage from '../fi/frontPage';
import messages from '../fi/messages';
import ownAppointments from '../fi/ownAppointments';
import reservation from '../fi/reservation';
import search from '../fi/search';
import shell from '../fi/shell';
import type { Namespaces, Translations } from '../i18n-types';

const words = {
  ...root,
  actingForChild,
  // Loaded with its pages (`loadPageWords`).
  appointmentLink: {},
  auth,
  // Loaded with its pages (`loadPageWords`).
  certificates: {},
  components,
  // Loaded with its pages (`loadPageWords`).
  conversations: {},
  // The pages of the development identity provider and of the sandboxes are drawn by the server,
  // never by the browser.
  devIdentityProvider: {},
  errors,
  frontPage,
  // Loaded with the insurance section and the partner insurer's page (`loadPageWords`).
  insurance: {},
  insurerSandbox: {},
  // Loaded with its pages (`loadPageWords`).
  invoices: {},
  messages,
  // Loaded with its page (`loadPageWords`), so an empty object holds its place.
  myInformation: {},
  // Loaded with its pages (`loadPageWords`).
  occupationalVaccination: {},
  ownAppointments,
  paymentSandbox: {},
  // Loaded with its pages (`loadPageWords`).
  prescriptions: {},
  reservation,
  search,
  shell,
  // Loaded with its pages (`loadPageWords`).
  infoPages: {},
  // Loaded with its pages (`loadPageWords`).
  occupationalTeam: {},
  // Loaded with its pages (`loadPageWords`).
  sicknessFund: {},
  visits: {},
  vaccinations: {},
  questionnaires: {},
  laboratory: {},
  imaging: {},
} satisfies Record<Namespaces, unknown>;

// The base locale's files are typed loosely (plain strings), as in the generated loaders.
export default words as unknown as Translations;
