import { type FrontSectionId, frontAppointmentCount, type OwnAppointmentWire } from '@portal/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import { Card } from '../../Card';
import { ErrorView } from '../../ErrorView';
import { useWords } from '../../i18n';
import { Link } from '../../Link';
import { Skeleton } from '../../Skeleton';
import { useToast } from '../../Toast';
import { heading, list, muted, page, sections as sectionsStyle } from '../appointments.css';
import { OwnAppointmentItem } from '../OwnAppointmentItem';

/** What a section of the front page shows: loading, the load failed, or its items. */
export type FrontSectionState<T> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error' }
  | { readonly kind: 'ready'; readonly items: readonly T[] };

export interface FrontPageViewProps {
  /** The brand's display name, welcomed to. */
  brandName: string;
  /** The patient's first given name. */
  firstName: string;
  /** The sections to show, in order (domain `frontSections`: only those whose page is built). */
  sections: readonly FrontSectionId[];
  /** The upcoming appointments, soonest first. */
  appointments: FrontSectionState<OwnAppointmentWire>;
  /** The show-all link of a section. */
  sectionHref: (section: FrontSectionId) => string;
  /** The address of one appointment's page. */
  appointmentHref: (id: number) => string;
  /** Loads a section again after a failure. */
  onRetry?: (section: FrontSectionId) => void;
  /**
   * The address carried the cancellation marker: the 'Appointment canceled' toast shows for 15 s and
   * `onCancelledShown` is called, for the page to drop the marker. Default `false`.
   */
  appointmentCancelled?: boolean;
  /** Called once the cancellation toast is shown. */
  onCancelledShown?: () => void;
  /**
   * What a section other than appointments shows in place of its empty text, e.g. the latest visits;
   * each feature gives its own. Default: none, so a section shows its empty text.
   */
  sectionContent?: Partial<Record<FrontSectionId, ReactNode>>;
  /** The SMS login onboarding prompt, under the welcome while it runs. Default: none. */
  prompt?: ReactNode;
}

/**
 * The signed-in front page (patient-area.md §2): the welcome with the brand and the first name, then a
 * card per section with its show-all link and its empty text.
 */
export function FrontPageView({
  brandName,
  firstName,
  sections,
  appointments,
  sectionHref,
  appointmentHref,
  onRetry,
  appointmentCancelled = false,
  onCancelledShown,
  sectionContent = {},
  prompt = null,
}: FrontPageViewProps) {
  const words = useWords();
  const LL = words.frontPage;
  const toast = useToast();
  const shown = useRef(false);
  useEffect(() => {
    // Once per page: dropping the marker from the address must not show the toast again.
    if (!appointmentCancelled || shown.current) return;
    shown.current = true;
    toast.show({ text: words.ownAppointments.cancelledToast(), tone: 'success' }, 'appointmentCancelled');
    onCancelledShown?.();
  }, [appointmentCancelled, toast, words, onCancelledShown]);
  return (
    <div className={page}>
      <h1 className={heading}>{LL.welcome({ brand: brandName, firstName })}</h1>
      {prompt}
      <div className={sectionsStyle}>
        {sections.map((section) => (
          <Card
            key={section}
            title={LL.sections[section].title()}
            footer={
              <Link href={sectionHref(section)} variant="standalone">
                {LL.showAll()}
              </Link>
            }
          >
            {section === 'appointments' ? (
              <AppointmentsSection
                state={appointments}
                appointmentHref={appointmentHref}
                onRetry={onRetry ? () => onRetry(section) : undefined}
              />
            ) : (
              (sectionContent[section] ?? <p className={muted}>{LL.sections[section].empty()}</p>)
            )}
          </Card>
        ))}
      </div>
    </div>
  );
}

function AppointmentsSection({
  state,
  appointmentHref,
  onRetry,
}: {
  state: FrontSectionState<OwnAppointmentWire>;
  appointmentHref: (id: number) => string;
  onRetry: (() => void) | undefined;
}) {
  const LL = useWords().frontPage;
  switch (state.kind) {
    case 'loading':
      return <Skeleton label={LL.sections.appointments.title()} shape="blocks" count={2} />;
    case 'error':
      return (
        <ErrorView headingLevel={3} onRetry={onRetry}>
          <p>{LL.loadFailed()}</p>
        </ErrorView>
      );
    case 'ready':
      return state.items.length === 0 ? (
        <p className={muted}>{LL.sections.appointments.empty()}</p>
      ) : (
        <ul className={list}>
          {state.items.slice(0, frontAppointmentCount).map((appointment) => (
            <li key={appointment.id}>
              <OwnAppointmentItem appointment={appointment} href={appointmentHref(appointment.id)} />
            </li>
          ))}
        </ul>
      );
    default:
      return state satisfies never;
  }
}
