import type { MessagingApi } from '@portal/domain';
import type { TranslationFunctions } from '@portal/i18n';

type Person = Pick<MessagingApi.PersonFragment, 'firstName' | 'lastName' | 'title'>;

/** How a person shows in a thread: "Antti Mäkelä, Yleislääkäri", or "You" for the reader. */
export function personName(
  person: Person & { id: string },
  viewerId: string,
  LL: TranslationFunctions,
): string {
  if (person.id === viewerId) return LL.conversations.thread.you();
  const name = `${person.firstName} ${person.lastName}`.trim();
  return person.title ? `${name}, ${person.title}` : name;
}
