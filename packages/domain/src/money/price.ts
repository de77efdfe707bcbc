import type { HealthCareType } from '../catalogue/customer';
import type { Features } from '../features/features';
import type { Lang } from '../locale';
import { isKela65Kind, kela65Price } from './kela65';
import { eurosToCents } from './money';

/** A fee as the appointment data gives it (patient-area.md §3). */
export interface RateInput {
  readonly code: string;
  readonly name: Readonly<Partial<Record<Lang, string>>>;
  readonly rateEuros: number;
}

/** The practitioner's rate with its extra fees. */
export interface PractitionerRateInput extends RateInput {
  readonly additionalFees: readonly RateInput[];
}

/** One line of the price breakdown, in cents. */
export interface PriceLine {
  readonly code: string;
  readonly description: string;
  readonly cents: number;
}

/** What the appointment page shows about the price. */
export type PriceEstimate =
  | { readonly kind: 'hidden' }
  | {
      readonly kind: 'estimate';
      /** Written as 'from 60,00 €': the final price may be higher. Not for kela65. */
      readonly fromPrefix: boolean;
      readonly totalCents: number;
      /** The breakdown, only with the `price-details` flag. */
      readonly lines: readonly PriceLine[] | null;
    };

/** What {@link priceEstimate} needs. */
export interface PriceInput {
  readonly kindId: string;
  readonly practitionerRate: PractitionerRateInput | null;
  readonly healthCareType: HealthCareType;
  readonly features: Features;
  readonly lang: Lang;
}

function line(rate: RateInput, lang: Lang): PriceLine {
  return {
    code: rate.code,
    description: rate.name[lang] ?? rate.name.fi ?? rate.code,
    cents: eurosToCents(rate.rateEuros),
  };
}

/**
 * The price estimate of an appointment (patient-area.md §6 and §9): shown only to private and
 * kela65 customers; kela65 kinds cost a fixed 28.20 EUR without extra fees; other kinds cost the
 * practitioner's rate plus fees, written with 'from'.
 */
export function priceEstimate({
  kindId,
  practitionerRate,
  healthCareType,
  features,
  lang,
}: PriceInput): PriceEstimate {
  if (healthCareType !== 'private' && healthCareType !== 'kela65') return { kind: 'hidden' };
  let lines: PriceLine[];
  if (isKela65Kind(kindId)) {
    const name = practitionerRate?.name ?? {};
    lines = [
      {
        code: kela65Price.conceptCode,
        description: name[lang] ?? name.fi ?? kindId,
        cents: kela65Price.cents,
      },
    ];
  } else if (practitionerRate !== null) {
    lines = [line(practitionerRate, lang), ...practitionerRate.additionalFees.map((fee) => line(fee, lang))];
  } else {
    return { kind: 'hidden' };
  }
  return {
    kind: 'estimate',
    fromPrefix: healthCareType !== 'kela65',
    totalCents: lines.reduce((sum, l) => sum + l.cents, 0),
    lines: features.has('price-details') ? lines : null,
  };
}
