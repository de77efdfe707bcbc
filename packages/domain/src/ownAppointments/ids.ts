import { maxAppointmentIds } from './rules';

/**
 * The ids of the single appointment page's address (`/fi/varaus/12,13`): one or more numeric ids
 * separated by commas, at most {@link maxAppointmentIds}, each once; `null` for anything else.
 */
export function parseAppointmentIds(text: string): number[] | null {
  const parts = text.split(',');
  if (parts.length === 0 || parts.length > maxAppointmentIds) return null;
  const ids: number[] = [];
  for (const part of parts) {
    if (!/^[1-9]\d{0,15}$/.test(part)) return null;
    const id = Number(part);
    if (!Number.isSafeInteger(id) || ids.includes(id)) return null;
    ids.push(id);
  }
  return ids;
}
