import type { AppointmentWire, LocationType } from '@portal/domain';
import type { SearchFilterOptions } from '../search/SearchFilter';

// Example data of the search stories and tests (beside, not in, the examples' index: its names
// would clash with the booking examples'): the stories' clock stands at Monday 16 November
// 2026, 10.00 in Helsinki, so these times lie in the following days.

/** Today in the stories. */
export const exampleToday = '2026-11-16';

/** Clinics, specialties and practitioners as `GET /api/appointments/filter-options` answers them. */
export const exampleOptions: SearchFilterOptions = {
  clinics: [
    { id: 'ESP1', name: 'Espoo Tapiola', municipality: 'Espoo', isRemote: false },
    { id: 'HKI1', name: 'Helsinki Kamppi', municipality: 'Helsinki', isRemote: false },
    { id: 'VAN1', name: 'Vantaa Tikkurila', municipality: 'Vantaa', isRemote: false },
    { id: 'RMT', name: 'Etävastaanotto', municipality: 'Helsinki', isRemote: true },
  ],
  specialties: [
    {
      id: 'YLE',
      title: { fi: 'Yleislääkäri', sv: 'Allmänläkare', en: 'General practitioner' },
      customerTypes: ['private', 'occupational', 'insurance'],
    },
    {
      id: 'SH',
      title: { fi: 'Sairaanhoitaja', sv: 'Sjukskötare', en: 'Nurse' },
      customerTypes: ['private', 'occupational', 'insurance'],
    },
    {
      id: 'PSY',
      title: { fi: 'Psykologi', sv: 'Psykolog', en: 'Psychologist' },
      customerTypes: ['private', 'insurance'],
    },
    // Offered to occupational customers only: the other lists leave it out.
    {
      id: 'TTL',
      title: { fi: 'Työterveyslääkäri', sv: 'Företagsläkare', en: 'Occupational health physician' },
      customerTypes: ['occupational'],
    },
  ],
  practitioners: [
    {
      id: 'p-anna',
      name: 'Anna Lind',
      title: { fi: 'Yleislääkäri', sv: 'Allmänläkare', en: 'General practitioner' },
      specialtyIds: ['YLE'],
      clinicIds: ['HKI1', 'ESP1'],
    },
    {
      id: 'p-ville',
      name: 'Ville Saari',
      title: { fi: 'Psykologi', sv: 'Psykolog', en: 'Psychologist' },
      specialtyIds: ['PSY'],
      clinicIds: ['HKI1'],
    },
    // A namesake of the same title: the choice names their clinics to tell them apart.
    {
      id: 'p-ville-2',
      name: 'Ville Saari',
      title: { fi: 'Psykologi', sv: 'Psykolog', en: 'Psychologist' },
      specialtyIds: ['PSY'],
      clinicIds: ['VAN1'],
    },
    {
      id: 'p-tiina',
      name: 'Tiina Koski',
      title: { fi: 'Työterveyslääkäri', sv: 'Företagsläkare', en: 'Occupational health physician' },
      specialtyIds: ['TTL'],
      clinicIds: ['HKI1'],
    },
  ],
};

const people = [
  {
    id: 'p-anna',
    name: 'Anna Lind',
    title: 'Yleislääkäri',
    specialty: 'YLE',
    specialtyTitle: 'Yleislääkäri',
  },
  { id: 'p-ville', name: 'Ville Saari', title: 'Psykologi', specialty: 'PSY', specialtyTitle: 'Psykologi' },
] as const;

/** One free time, `index` orders them: every fourth is a video appointment. */
export function exampleAppointment(index: number, start: string): AppointmentWire {
  const person = people[index % people.length] ?? people[0];
  const remote = index % 4 === 3;
  const locationType: LocationType = remote ? 'videoAppointment' : 'physicalLocation';
  const clinic = remote
    ? { id: 'RMT', name: 'Etävastaanotto' }
    : index % 2 === 0
      ? { id: 'HKI1', name: 'Helsinki Kamppi' }
      : { id: 'ESP1', name: 'Espoo Tapiola' };
  return {
    id: 1000 + index,
    startDate: start,
    durationMinutes: 20,
    specialtyId: person.specialty,
    practitionerId: person.id,
    practitioner: {
      name: person.name,
      title: person.title,
      isResource: false,
      cmsContent: { profilePicture: null, appointmentReservationInfo: null },
    },
    clinicId: clinic.id,
    clinic: {
      id: clinic.id,
      name: clinic.name,
      address: { street: 'Urho Kekkosen katu 1', postalCode: '00100', postOffice: 'Helsinki' },
      cmsContent: { name: clinic.name },
    },
    isRemote: remote,
    locationType,
    specialty: { name: person.specialtyTitle, cmsContent: { title: person.specialtyTitle } },
    kind: 'visit',
    kindId: person.specialty,
    requiresAuthToReserve: false,
    priceCents: 7900,
    specialtyData: { specialties: [{ id: person.specialty }] },
  };
}

/** `count` free times from Tuesday 17 November 2026, 8.00 Helsinki time, every 20 minutes. */
export function exampleAppointments(count: number, from = 0): AppointmentWire[] {
  const first = Date.parse('2026-11-17T06:00:00.000Z');
  return Array.from({ length: count }, (_, offset) => {
    const index = from + offset;
    return exampleAppointment(index, new Date(first + index * 20 * 60_000).toISOString());
  });
}

/** The first times of other days found by the follow-up search (one per day). */
export const exampleOtherDays: AppointmentWire[] = [
  exampleAppointment(0, '2026-11-23T07:20:00.000Z'),
  exampleAppointment(1, '2026-11-25T12:00:00.000Z'),
  exampleAppointment(2, '2026-12-02T08:40:00.000Z'),
];

/** Days with free times in November and December 2026, as the calendar marks them. */
export const exampleAvailableDates: ReadonlySet<string> = new Set([
  '2026-11-17',
  '2026-11-18',
  '2026-11-20',
  '2026-11-23',
  '2026-11-25',
  '2026-12-02',
]);

/**
 * Times over a week and a half from Tuesday 17 November 2026, a few a day, as a search from a chosen
 * day lists them: the range starts at the week and month around it (booking.md §9).
 */
export function exampleWeekAppointments(): AppointmentWire[] {
  const days = ['2026-11-17', '2026-11-18', '2026-11-20', '2026-11-23', '2026-11-25', '2026-11-26'];
  return days.flatMap((day, dayIndex) =>
    ['07:00', '09:40', '12:20'].map((time, timeIndex) => {
      const index = dayIndex * 3 + timeIndex;
      // Helsinki is UTC+2 in November.
      return exampleAppointment(index, new Date(`${day}T${time}:00.000+02:00`).toISOString());
    }),
  );
}
