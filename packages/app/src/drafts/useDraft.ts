import { type Dispatch, type SetStateAction, useCallback, useContext, useEffect, useState } from 'react';
import type { z } from 'zod/mini';
import { PortalContext } from '../router/PortalContext';

// Drafts live in the tab's sessionStorage: they survive the round trip of signing in again in the
// same tab, and are gone when the tab closes (docs/decisions/2026-11-29-sessions-a-person-can-keep.md).
const prefix = 'portal.draft.';

const keyOf = (personKey: string, form: string) => `${prefix}${personKey}.${form}`;

/** The tab's storage, or none where the browser refuses it (storage turned off, a private mode). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read<T>(key: string, schema: z.ZodMiniType<T>): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(storage()?.getItem(key) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or refused storage only loses the draft's copy, never the typing.
  }
}

/** The keys of every draft kept in this tab, whoever's. */
function draftKeys(): string[] {
  const kept = storage();
  if (kept === null) return [];
  return Array.from({ length: kept.length }, (_, i) => kept.key(i) ?? '').filter((key) =>
    key.startsWith(prefix),
  );
}

/** Forgets every draft kept in this tab: on log-out, nobody's draft stays behind. */
export function forgetAllDrafts(): void {
  for (const key of draftKeys()) storage()?.removeItem(key);
}

/**
 * Forgets the drafts of anyone but the signed-in person: at a shared computer, the next person's
 * sign-in leaves nothing of the previous person's writing in the tab.
 */
export function useForgetOtherPeoplesDrafts(): void {
  const personKey = useContext(PortalContext)?.session.personKey ?? null;
  useEffect(() => {
    if (personKey === null) return;
    for (const key of draftKeys()) if (!key.startsWith(keyOf(personKey, ''))) storage()?.removeItem(key);
  }, [personKey]);
}

/**
 * A form's unsent text as state, kept in the tab for the signed-in person and the form (`form`, e.g.
 * `newMessage` or `reply.123`), so that it comes back after the session ends and the same person
 * signs in again. `clear` forgets the kept copy (once sent); the state stays as it is. Without a person (or with `form` null) it is plain
 * state. Never sent to the server until the person sends the form.
 */
export function useDraft<T>(
  form: string | null,
  empty: () => T,
  schema: z.ZodMiniType<T>,
): [T, Dispatch<SetStateAction<T>>, () => void] {
  // The clinic's workspace has no portal session and keeps no drafts.
  const personKey = useContext(PortalContext)?.session.personKey ?? null;
  const key = personKey === null || form === null ? null : keyOf(personKey, form);
  const [value, setValue] = useState<T>(() => (key === null ? undefined : read(key, schema)) ?? empty());
  const set = useCallback<Dispatch<SetStateAction<T>>>(
    (next) =>
      setValue((previous) => {
        const value = typeof next === 'function' ? (next as (previous: T) => T)(previous) : next;
        if (key !== null) {
          // An emptied form keeps nothing.
          if (JSON.stringify(value) === JSON.stringify(empty())) storage()?.removeItem(key);
          else write(key, value);
        }
        return value;
      }),
    [key, empty],
  );
  const clear = useCallback(() => {
    if (key !== null) storage()?.removeItem(key);
  }, [key]);
  return [value, set, clear];
}
