import { loadLanguage } from '@portal/i18n';
import { preloadable } from '@portal/ui';
import { type ComponentProps, Suspense } from 'react';

// The insurance section (insurer choice, identifications, the insurers' own questions) is only for
// insurance reservations; its code, a select's list box and popover among it, loads for those only.
// The section writes its description to the clinic in Finnish whatever the page's language.
const section = preloadable(() =>
  Promise.all([import('./InsuranceBooking'), loadLanguage('fi')]).then(([module]) => module),
);

/** Starts loading the insurance section, e.g. as soon as the page knows it reserves with insurance. */
export function preloadInsuranceBooking(): Promise<void> {
  return section.load().then(() => undefined);
}

function Loaded(props: ComponentProps<typeof import('./InsuranceBooking').InsuranceBooking>) {
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
