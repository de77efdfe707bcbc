/**
 * The sandbox population register's names for demo persons who have no patient record yet
 * (patients' names come from the patient table).
 */
const names: Record<string, { givenName: string; familyName: string }> = {
  '040790-9259': { givenName: 'Laura', familyName: 'Mäkinen' },
};

export function populationRegisterName(identityCode: string): { givenName: string; familyName: string } {
  return names[identityCode] ?? { givenName: 'Testi', familyName: 'Henkilö' };
}
