// One language whole, for the browser to load on its own. A new namespace is added here too:
// the key check below fails until it is.

import root from '../en';
import appointmentLink from '../en/appointmentLink';
import auth from '../en/auth';
import components from '../en/components';
import devIdentityProvider from '../en/devIdentityProvider';
import errors from '../en/errors';
import frontPage from '../en/frontPage';
import insurance from '../en/insurance';
import insurerSandbox from '../en/insurerSandbox';
import invoices from '../en/invoices';
import messages from '../en/messages';
import ownAppointments from '../en/ownAppointments';
import paymentSandbox from '../en/paymentSandbox';
import reservation from '../en/reservation';
import search from '../en/search';
import shell from '../en/shell';
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
