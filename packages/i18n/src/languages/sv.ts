// One language whole, for the browser to load on its own. A new namespace is added here too:
// the key check below fails until it is.

import type { Namespaces, Translations } from '../i18n-types';
import root from '../sv';
import actingForChild from '../sv/actingForChild';
import auth from '../sv/auth';
import components from '../sv/components';
import errors from '../sv/errors';
import frontPage from '../sv/frontPage';
import messages from '../sv/messages';
import ownAppointments from '../sv/ownAppointments';
import reservation from '../sv/reservation';
import search from '../sv/search';
import shell from '../sv/shell';

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
