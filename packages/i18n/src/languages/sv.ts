// One language whole, for the browser to load on its own. A new namespace is added here too:
// the key check below fails until it is.
import type { Namespaces, Translations } from '../i18n-types';
import root from '../sv';
import appointmentLink from '../sv/appointmentLink';
import auth from '../sv/auth';
import components from '../sv/components';
import devIdentityProvider from '../sv/devIdentityProvider';
import errors from '../sv/errors';
import frontPage from '../sv/frontPage';
import insurance from '../sv/insurance';
import insurerSandbox from '../sv/insurerSandbox';
import invoices from '../sv/invoices';
import messages from '../sv/messages';
import ownAppointments from '../sv/ownAppointments';
import paymentSandbox from '../sv/paymentSandbox';
import reservation from '../sv/reservation';
import search from '../sv/search';
import shell from '../sv/shell';

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
