// One language whole, for the browser to load on its own. A new namespace is added here too:
// the key check below fails until it is.

import root from '../en';
import actingForChild from '../en/actingForChild';
import auth from '../en/auth';
import components from '../en/components';
import errors from '../en/errors';
import frontPage from '../en/frontPage';
import messages from '../en/messages';
import ownAppointments from '../en/ownAppointments';
import reservation from '../en/reservation';
import search from '../en/search';
import shell from '../en/shell';
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
