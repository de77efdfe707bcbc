import type { ListedVisit, VisitAnswer } from '@portal/domain';

// Visits for the stories, relative to the stories' fixed clock (16 Nov 2026, 10.00 in Helsinki).

export const exampleVisit: VisitAnswer = {
  type: 'success',
  fullName: 'Maija Virtanen',
  personalIdentityCode: '150385-9024',
  visit: {
    id: 101,
    dateTime: '2026-11-16T05:15:00Z',
    practitioner: { name: 'Anna Lahtinen' },
    specialty: { name: 'Yleislääketiede' },
    diagnoses: [
      { code: 'J06.9', description: 'Ylähengitystieinfektio' },
      { code: null, description: 'Kausiluonteinen allerginen nuha' },
    ],
    texts: [
      { title: 'Tulosyy', body: 'Kurkkukipua ja nuhaa neljä päivää, lämpöä enimmillään 38,2 °C.' },
      {
        title: 'Tutkimukset',
        body: 'Nielu punoittaa lievästi, ei peitteitä.\nStrep A -pikatesti negatiivinen.',
      },
      { title: 'Hoito ja jatko', body: 'Virusinfektio. Runsaasti juotavaa, tarvittaessa kipulääkettä.' },
    ],
  },
};

export const exampleVisits: ListedVisit[] = [
  exampleVisit.visit,
  {
    id: 102,
    dateTime: '2026-11-15T06:30:00Z',
    practitioner: { name: 'Pekka Salo' },
    specialty: { name: 'Sairaanhoitaja' },
    diagnoses: [{ code: 'Z01.3', description: 'Verenpaineen mittaus' }],
  },
  {
    id: 103,
    dateTime: '2026-10-02T11:00:00Z',
    practitioner: { name: 'Juha Mäkelä' },
    specialty: { name: 'Ortopedia' },
    diagnoses: [],
  },
];
