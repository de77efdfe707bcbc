import { formatDay, isAllSelected, type Prescription, type RenewalAvailability } from '@portal/domain';
import { useId } from 'react';
import { ButtonLink } from '../../../ButtonLink';
import { Checkbox } from '../../../Checkbox';
import { EmptyState } from '../../../EmptyState';
import { ErrorView } from '../../../ErrorView';
import { useWords } from '../../../i18n';
import { Notice } from '../../../Notice';
import { Skeleton } from '../../../Skeleton';
import { Stack } from '../../../Stack';
import { badge, basket, details, heading, item, layout, list, muted, name } from '../prescriptions.css';

/** What the prescription list shows. */
export type PrescriptionListState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error'; readonly isRetrying?: boolean }
  | {
      readonly kind: 'ready';
      readonly prescriptions: readonly Prescription[];
      /** Whether renewals are taken: selection, the maintenance notice, or neither. */
      readonly renewal: RenewalAvailability;
    };

export interface PrescriptionListProps {
  state: PrescriptionListState;
  /** The prescriptions in the basket, in the order of the list. */
  selected: readonly number[];
  /** Puts one renewable prescription in the basket or takes it out. */
  onToggle: (id: number) => void;
  /** Select all: every renewable one, or none when all are selected. */
  onToggleAll: () => void;
  /** The renewal page of the basket; `null` while it is empty. */
  renewHref: string | null;
  onRetry?: () => void;
}

/** The medicine's name with its strength, as the list and the renewal form write it. */
export function medicineTitle(prescription: Pick<Prescription, 'medicineName' | 'strength'>): string {
  return prescription.strength
    ? `${prescription.medicineName} ${prescription.strength}`
    : prescription.medicineName;
}

/**
 * The patient's prescriptions (patient-area.md §2, §4, §6): medicine and strength, issue date,
 * package and dosage. While renewals are taken, each renewable one has a checkbox, 'Select all'
 * selects them all, and the basket leads to the renewal page; a 'Non-renewable prescription' has
 * no checkbox. In maintenance a notice replaces the selection.
 */
export function PrescriptionList({
  state,
  selected,
  onToggle,
  onToggleAll,
  renewHref,
  onRetry,
}: PrescriptionListProps) {
  const LL = useWords().prescriptions;
  const basketId = useId();
  switch (state.kind) {
    case 'loading':
      return <Skeleton label={LL.list.loading()} shape="blocks" count={3} />;
    case 'error':
      return <ErrorView onRetry={onRetry} isRetrying={state.isRetrying ?? false} />;
    case 'ready': {
      if (state.prescriptions.length === 0) return <EmptyState title={LL.list.empty()} />;
      const selecting = state.renewal === 'enabled' && state.prescriptions.some((p) => p.isRenewable);
      return (
        <Stack space="md">
          {state.renewal === 'maintenance' && (
            <Notice tone="warning" title={LL.maintenance.title()}>
              {LL.maintenance.text()}
            </Notice>
          )}
          <div className={layout} data-renewal={state.renewal}>
            <Stack space="sm">
              {selecting && (
                <Checkbox isSelected={isAllSelected(selected, state.prescriptions)} onChange={onToggleAll}>
                  {LL.list.selectAll()}
                </Checkbox>
              )}
              <ul className={list}>
                {state.prescriptions.map((prescription) => (
                  <li
                    key={prescription.id}
                    className={item}
                    data-renewable={prescription.isRenewable}
                    data-selected={selected.includes(prescription.id)}
                  >
                    <h2 className={name}>{medicineTitle(prescription)}</h2>
                    <p className={muted}>{LL.list.issued({ date: formatDay(prescription.issuedDate) })}</p>
                    <dl className={details}>
                      <dt>{LL.list.package()}</dt>
                      <dd>
                        {prescription.medicineType},{' '}
                        {LL.list.packageValue({
                          count: prescription.packageCount,
                          size: prescription.packageSize,
                          unit: prescription.packageUnit,
                        })}
                      </dd>
                      <dt>{LL.list.dosage()}</dt>
                      <dd>{prescription.dosageGuide}</dd>
                      {prescription.usageGuide && (
                        <>
                          <dt>{LL.list.usage()}</dt>
                          <dd>{prescription.usageGuide}</dd>
                        </>
                      )}
                    </dl>
                    {!prescription.isRenewable ? (
                      <span className={badge}>{LL.list.nonRenewable()}</span>
                    ) : (
                      selecting && (
                        <Checkbox
                          isSelected={selected.includes(prescription.id)}
                          onChange={() => onToggle(prescription.id)}
                          aria-describedby={basketId}
                        >
                          {LL.list.select({ name: medicineTitle(prescription) })}
                        </Checkbox>
                      )
                    )}
                  </li>
                ))}
              </ul>
            </Stack>
            {selecting && (
              <section
                className={basket}
                aria-labelledby={`${basketId}-title`}
                data-selected={selected.length > 0 || undefined}
              >
                <h2 id={`${basketId}-title`} className={heading}>
                  {LL.basket.title()}
                </h2>
                <p id={basketId} className={muted} aria-live="polite">
                  {selected.length === 0 ? LL.basket.none() : LL.basket.count({ count: selected.length })}
                </p>
                {renewHref !== null && selected.length > 0 && (
                  <ButtonLink href={renewHref}>{LL.basket.renew()}</ButtonLink>
                )}
              </section>
            )}
          </div>
        </Stack>
      );
    }
    default:
      return state satisfies never;
  }
}
