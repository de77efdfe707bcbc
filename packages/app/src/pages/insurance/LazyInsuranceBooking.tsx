import type { Lang } from '@portal/domain';
import { loadPageWords } from '@portal/i18n/lazy';
import { preloadable } from '@portal/ui';
import { type ComponentProps, Suspense, use } from 'react';
import { usePortal } from '../../router/PortalContext';

// The insurance section (insurer choice, identifications, the insurers' own questions) is only for
// insurance reservations; its code, a select's list box and popover among it, loads for those only.
// The section writes its description to the clinic in Finnish whatever the page's language; its
// words in the page's language load beside it, since they too are the section's alone.
const section = preloadable(() =>
  Promise.all([import('./InsuranceBooking'), loadPageWords('fi', 'insurance')]).then(([module]) => module),
);

/** Starts loading the insurance section, e.g. as soon as the page knows it reserves with insurance. */
export function preloadInsuranceBooking(lang: Lang): Promise<void> {
  return Promise.all([section.load(), loadPageWords(lang, 'insurance')]).then(() => undefined);
}

function Loaded(props: ComponentProps<typeof import('./InsuranceBooking').InsuranceBooking>) {
  const { lang } = usePortal();
  use(loadPageWords(lang, 'insurance'));
  const { InsuranceBooking } = section.read();
  return <InsuranceBooking {...props} />;
}

/** `InsuranceBooking`, drawn when its code has arrived (see `preloadInsuranceBooking`). */
export function LazyInsuranceBooking(
  props: ComponentProps<typeof import('./InsuranceBooking').InsuranceBooking>,
) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
