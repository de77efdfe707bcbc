import type { OccupationalTeam } from '@portal/domain';

/** Mikko's team: a physician with a substitute next month, a nurse, a physiotherapist and a psychologist. */
export const exampleTeam: OccupationalTeam = {
  employerName: 'Pohjoisranta Ohjelmistot Oy',
  members: [
    {
      id: 'ohc-psychologist',
      name: 'Oskar Nyman',
      professionalType: 'Psychologist',
      pictureUrl: '/images/team/portrait-4.svg',
      substitute: null,
    },
    {
      id: 'ohc-doctor',
      name: 'Anna Lehtinen',
      professionalType: 'Doctor',
      pictureUrl: '/images/team/portrait-1.svg',
      substitute: { name: 'Sanna Rantala', startDate: '2026-12-01', endDate: '2026-12-31' },
    },
    {
      id: 'ohc-nurse',
      name: 'Mikael Saarinen',
      professionalType: 'Nurse',
      pictureUrl: '/images/team/portrait-2.svg',
      substitute: null,
    },
    {
      id: 'ohc-physiotherapist',
      name: 'Liisa Koivisto',
      professionalType: 'Physiotherapist',
      pictureUrl: null,
      substitute: null,
    },
  ],
};
