import { helsinkiIsoDate } from '../time/zone';

/** Messages of one Helsinki calendar day, in the order given. */
export interface DayGroup<M> {
  /** The day, `yyyy-mm-dd` in Europe/Helsinki. */
  readonly day: string;
  readonly messages: readonly M[];
}

/**
 * Groups a thread's messages by their Helsinki day (messaging-invoices-shell.md §2): a message
 * written at 00.30 Helsinki time belongs to that day, whatever the instant's UTC date.
 */
export function groupByHelsinkiDay<M extends { readonly created: string }>(
  messages: readonly M[],
): DayGroup<M>[] {
  const groups: { day: string; messages: M[] }[] = [];
  for (const message of messages) {
    const day = helsinkiIsoDate(new Date(message.created));
    const last = groups.at(-1);
    if (last?.day === day) last.messages.push(message);
    else groups.push({ day, messages: [message] });
  }
  return groups;
}
