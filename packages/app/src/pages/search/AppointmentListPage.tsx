import {
  type AppointmentWire,
  buildPath,
  builtPath,
  type CustomerType,
  infoSpecialtyOf,
  reserveLink,
  telHref,
} from '@portal/domain';
import { AppointmentSearch, type ClinicSuggestion, OccupationalBlockView } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useI18n } from '../../i18n/I18nProvider';
import { useFullPageNavigation } from '../../navigation/FullPageNavigation';
import { useHydrating } from '../../prerender/useHydrating';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { practitionerClinicsQuery, specialtyQuery } from './queries';
import { useListSearch } from './useListSearch';

export interface AppointmentListPageProps {
  customerType: CustomerType;
  /** The list for anonymous visitors: the private list under its own address and title. */
  anonymous?: boolean;
}

/**
 * An appointment list page (booking.md §2 item 2): the search kept by {@link useListSearch}, the
 * chosen specialty's reservation information, the practitioner's clinics when nothing matches, and
 * each time linked to its reservation page with this list's address to come back to.
 */
export function AppointmentListPage({ customerType, anonymous = false }: AppointmentListPageProps) {
  const LL = useI18n();
  const { lang, session, brand } = usePortal();
  const location = useLocation();
  const navigation = useFullPageNavigation();
  const search = useListSearch(customerType);
  const { filter, options, state } = search;
  // The server draws the list with its first times, but the filter as its inert stand-in until the
  // app has taken the page over: what someone typed into a field drawn before would be lost then.
  const hydrating = useHydrating();
  const title = anonymous ? LL.search.list.titles.anonymous() : LL.search.list.titles[customerType]();
  useDocumentTitle(title);

  const specialtyId = infoSpecialtyOf(filter);
  const specialty = useQuery({ ...specialtyQuery(specialtyId ?? '', lang), enabled: specialtyId !== null });
  const read = specialtyId === null ? undefined : specialty.data;
  const specialtyInfo =
    read === undefined || read.appointmentReservationInfo === null
      ? undefined
      : {
          title: LL.search.list.specialtyInfo({ specialty: read.title }),
          text: read.appointmentReservationInfo,
        };

  const practitionerId = state.status === 'empty' ? filter.practitionerIds[0] : undefined;
  const practitioner = useQuery({
    ...practitionerClinicsQuery(practitionerId ?? '', lang),
    enabled: practitionerId !== undefined,
  });
  const practitionerClinicIds = practitionerId === undefined ? [] : (practitioner.data ?? []);
  const practitionerClinics: ClinicSuggestion[] = (options?.clinics ?? [])
    .filter((clinic) => practitionerClinicIds.includes(clinic.id) && !filter.clinicIds.includes(clinic.id))
    .map(({ id, name }) => ({ id, name }));

  const here = location.pathname + location.search;
  const reserveHref = (appointment: AppointmentWire) =>
    reserveLink(lang, {
      appointmentId: appointment.id,
      customerType,
      signedIn: session.isSessionValid,
      from: here,
    });
  const info = customerType === 'private' ? undefined : LL.search.list.info[customerType]();

  return (
    <AppointmentSearch
      title={title}
      breadcrumbs={[
        { label: LL.search.list.breadcrumbs.front(), href: buildPath('front', lang) },
        { label: LL.search.list.breadcrumbs.booking(), href: buildPath('visitTypeLanding', lang) },
        { label: title },
      ]}
      info={info}
      specialtyInfo={specialtyInfo}
      blocked={
        search.block === null ? undefined : (
          <OccupationalBlockView
            block={search.block}
            phone={brand.customerServicePhone}
            phoneHref={telHref(brand.customerServicePhone)}
            privateListHref={buildPath('privateList', lang)}
            chatHref={builtPath('newConversation', lang)}
            onReload={() => navigation.reload()}
          />
        )
      }
      filter={filter}
      options={hydrating ? null : options}
      availableDates={search.availableDates}
      onCalendarMonthChange={search.showCalendarMonth}
      today={search.today}
      onFilterChange={search.onFilterChange}
      state={state}
      reserveHref={reserveHref}
      onRetry={search.retry}
      onLoadMore={search.loadMore}
      onLoadEarlier={search.loadEarlier}
      practitionerClinics={practitionerClinics}
    />
  );
}
