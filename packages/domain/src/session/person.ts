/** The name of a signed-in person, as the session answer gives it. */
export interface PersonName {
  readonly firstName: string;
  readonly lastName: string;
}

/**
 * The name the page shell shows for the signed-in person (the user menu, the my-information entry of
 * the menu): the first given name and the last name (messaging-invoices-shell.md §2), since a register
 * holds every given name ("Maija Liisa Kaarina") and a menu has room for one.
 */
export function shellName({ firstName, lastName }: PersonName): PersonName {
  const [first = ''] = firstName.trim().split(/\s+/);
  return { firstName: first, lastName: lastName.trim().replace(/\s+/g, ' ') };
}
