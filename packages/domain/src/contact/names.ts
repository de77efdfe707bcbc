const normalized = (name: string) =>
  name.normalize('NFC').trim().toLocaleLowerCase('fi').replace(/\s+/g, ' ');

/**
 * Whether names typed on the anonymous form belong to the person on record: the last name as a
 * whole, the first name as any one of the recorded first names or all of them; letter case and
 * extra spaces do not matter. A mismatch is `patientInfoConflict`.
 */
export function namesMatch(
  given: { firstName: string; lastName: string },
  recorded: { firstName: string; lastName: string },
): boolean {
  if (normalized(given.lastName) !== normalized(recorded.lastName)) return false;
  const first = normalized(given.firstName);
  const recordedFirst = normalized(recorded.firstName);
  return first === recordedFirst || recordedFirst.split(/[ -]/).includes(first);
}
