import type { ComponentType } from 'react';
import { lazyPage } from '../../router/lazyPage';
import type { ShownPage } from '../../router/resolvePage';

/** The invoice pages: the list, the summary, paying, the payment result and the pay-visit landing. */
export const invoicePages: Partial<Record<ShownPage, ComponentType>> = {
  invoices: lazyPage(
    () => import('./InvoicesPage'),
    (module) => module.InvoicesPage,
  ),
  invoiceSummary: lazyPage(
    () => import('./InvoiceSummaryPage'),
    (module) => module.InvoiceSummaryPage,
  ),
  pay: lazyPage(
    () => import('./PayPage'),
    (module) => module.PayPage,
  ),
  payment: lazyPage(
    () => import('./PaymentResultPage'),
    (module) => module.PaymentResultPage,
  ),
  payVisit: lazyPage(
    () => import('./PayVisitPage'),
    (module) => module.PayVisitPage,
  ),
};
