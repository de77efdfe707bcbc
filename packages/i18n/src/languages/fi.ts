// One language whole, for the browser to load on its own. A new namespace is added here too:
// the key check below fails until it is.

import root from '../fi';
import appointmentLink from '../fi/appointmentLink';
import auth from '../fi/auth';
import components from '../fi/components';
import devIdentityProvider from '../fi/devIdentityProvider';
import errors from '../fi/errors';
import frontPage from '../fi/frontPage';
import insurance from '../fi/insurance';
import insurerSandbox from '../fi/insurerSandbox';
import invoices from '../fi/invoices';
import messages from '../fi/messages';
import ownAppointments from '../fi/ownAppointments';
import paymentSandbox from '../fi/paymentSandbox';
import reservation from '../fi/reservation';
import search from '../fi/search';
import shell from '../fi/shell';
import type { Namespaces, Translations } from '../i18n-types';

const words = {
  ...root,
  appointmentLink,
  auth,
  components,
  devIdentityProvider,
  errors,
  frontPage,
  insurance,
  insurerSandbox,
  invoices,
  messages,
  ownAppointments,
  paymentSandbox,
  reservation,
  search,
  shell,
} satisfies Record<Namespaces, unknown>;

// The base locale's files are typed loosely (plain strings), as in the generated loaders.
export default words as unknown as Translations;
