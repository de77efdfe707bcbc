import { asc, sql } from 'drizzle-orm';
import { type Db, schema } from '../db';
import type { Listen } from '../db/listen';
import { type Catalogue, FreeTimes, type SlotRecord } from './freeTimes';
import type { SearchCache } from './searchCache';

/**
 * The free times kept ready in memory (`FreeTimes`), read at start and kept current by the
 * database's notices of every change (`availability_version` and its triggers): a reservation made,
 * cancelled or moved in any process on the database, and times added by the horizon job.
 */
export interface Availability {
  /** The index, or undefined until it has been read (the SQL search answers meanwhile). */
  current(): FreeTimes | undefined;
  /** Settles when the index has been read for the first time (or could not be). */
  readonly ready: Promise<void>;
  /** Waits until every change committed before the call is in the index. */
  settle(): Promise<void>;
  /**
   * This process has just committed a change: searches wait for {@link fresh} until the index holds
   * it (the notice of a PostgreSQL server comes on another connection, a moment later).
   */
  expectChange(): void;
  /** The index once it holds every change this process expects, or undefined while unread. */
  fresh(): Promise<FreeTimes | undefined>;
  /** Called after each change the index takes in; the search cache is emptied there. */
  onChange(listener: () => void): void;
  close(): Promise<void>;
}

export type AvailabilityOptions = {
  db: Db;
  listen: Listen;
  clock: () => Date;
  /** Where a failure to read is told; the index then stays as it was (or absent) and is read again. */
  onError?: (error: unknown) => void;
  /** How often the version is compared with the database, in case a notice was lost; default 30 s. */
  checkEveryMs?: number;
  /** Rows read per statement, so that the embedded database's one connection is not held long. */
  chunk?: number;
};

type Notice = { v: number; slot: number; free: boolean } | { v: number; slots: 'added' | 'changed' };

const dayMs = 86_400_000;
const { clinics, practitioners, specialties } = schema;

/** Reads the slots with an id above `afterId` that begin after `since`, each with its version. */
async function readSlots(db: Db, since: Date, afterId: number, chunk: number) {
  const records: SlotRecord[] = [];
  let last = afterId;
  for (;;) {
    // One statement, one snapshot: the version read beside the rows is the one they reflect.
    const result = await db.execute<{
      id: number | string;
      start_ms: number | string;
      duration_minutes: number;
      clinic_id: string;
      practitioner_id: string;
      specialty_id: string;
      kind_id: string;
      location_type: SlotRecord['locationType'];
      is_remote: boolean;
      requires_auth_to_reserve: boolean;
      customer_types: SlotRecord['customerTypes'];
      price_cents: number;
      free: boolean;
      version: number | string;
    }>(sql`
      select s.id, (extract(epoch from s.start_at) * 1000)::float8 as start_ms, s.duration_minutes,
        s.clinic_id, s.practitioner_id, s.specialty_id, s.kind_id, s.location_type, s.is_remote,
        s.requires_auth_to_reserve, s.customer_types, s.price_cents,
        not exists (select 1 from reservations r where r.slot_id = s.id and r.status = 'active') as free,
        (select version from availability_version where id = 1) as version
      from appointment_slots s
      where s.id > ${last} and s.start_at >= ${since}
      order by s.id
      limit ${chunk}`);
    for (const row of result.rows) {
      records.push({
        id: Number(row.id),
        startAt: Number(row.start_ms),
        durationMinutes: row.duration_minutes,
        clinicId: row.clinic_id,
        practitionerId: row.practitioner_id,
        specialtyId: row.specialty_id,
        kindId: row.kind_id,
        locationType: row.location_type,
        isRemote: row.is_remote,
        requiresAuthToReserve: row.requires_auth_to_reserve,
        customerTypes: row.customer_types,
        priceCents: row.price_cents,
        free: row.free,
        version: Number(row.version),
      });
    }
    const tail = result.rows.at(-1);
    if (!tail || result.rows.length < chunk) return records;
    last = Number(tail.id);
  }
}

async function readCatalogue(db: Db): Promise<Catalogue> {
  const [clinicRows, practitionerRows, specialtyRows] = await Promise.all([
    db.select().from(clinics).orderBy(asc(clinics.id)),
    db.select().from(practitioners).orderBy(asc(practitioners.id)),
    db.select({ id: specialties.id, title: specialties.title }).from(specialties),
  ]);
  return { clinics: clinicRows, practitioners: practitionerRows, specialties: specialtyRows };
}

async function readVersion(db: Db): Promise<number> {
  const result = await db.execute<{ version: number | string }>(
    sql`select version from availability_version where id = 1`,
  );
  return Number(result.rows[0]?.version ?? 0);
}

/** Starts reading the free times and listening to their changes; searches may use it at once. */
export function startAvailability(options: AvailabilityOptions): Availability {
  const { db, listen, clock, checkEveryMs = 30_000, chunk = 20_000 } = options;
  const onError = options.onError ?? ((error) => console.error('availability:', error));
  let index: FreeTimes | undefined;
  /** Every version up to this one is in the index. */
  let seen = 0;
  /** Reservation notices taken while a read is under way, to be replayed on its result. */
  let replay: Extract<Notice, { slot: number }>[] | undefined;
  let work: Promise<void> = Promise.resolve();
  let closed = false;
  const listeners: (() => void)[] = [];
  const waiters: { version: number; resolve: () => void }[] = [];

  const changed = () => {
    for (const listener of listeners) listener();
    for (const waiter of waiters.splice(0)) {
      if (waiter.version <= seen) waiter.resolve();
      else waiters.push(waiter);
    }
  };

  /** The read queued behind the one under way, if any: notices in a burst share one read. */
  let queued: { all: boolean; done: Promise<void> } | undefined;

  /** Reads everything (`all`) or only the times added since the index was read, then swaps. */
  const read = (all: boolean): Promise<void> => {
    if (queued) {
      queued.all ||= all;
      return queued.done;
    }
    const next: { all: boolean; done: Promise<void> } = { all, done: Promise.resolve() };
    queued = next;
    next.done = work.then(async () => {
      queued = undefined;
      if (closed) return;
      replay = [];
      try {
        const since = new Date(clock().getTime() - dayMs);
        const base = next.all || !index ? undefined : index;
        const [catalogue, added, version] = await Promise.all([
          readCatalogue(db),
          readSlots(db, since, base ? base.maxId() : 0, chunk),
          readVersion(db),
        ]);
        const fresh = new FreeTimes(catalogue, [...(base?.records(since.getTime()) ?? []), ...added]);
        for (const notice of replay) fresh.setFree(notice.slot, notice.free, notice.v);
        index = fresh;
        // Every change up to the oldest snapshot read is in the rows; later ones came as notices.
        let oldest = version;
        for (const record of added) if (record.version < oldest) oldest = record.version;
        seen = Math.max(seen, oldest);
        changed();
      } catch (error) {
        onError(error);
      } finally {
        replay = undefined;
      }
    });
    work = next.done;
    return next.done;
  };

  const take = (payload: string) => {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch {
      return;
    }
    if (notice.v <= seen) return;
    const gap = notice.v > seen + 1;
    seen = notice.v;
    if (gap && index) {
      // A notice was missed (the listening connection broke): read everything again.
      void read(true);
      return;
    }
    if ('slot' in notice) {
      index?.setFree(notice.slot, notice.free, notice.v);
      replay?.push(notice);
    } else {
      void read(notice.slots === 'changed');
    }
    changed();
  };

  /** Compares the version with the database's; a version not heard within two seconds was lost. */
  const settle = async () => {
    const version = await readVersion(db);
    if (version <= seen) return;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      waiters.push({ version, resolve: () => resolve(true) });
      timer = setTimeout(() => resolve(false), 2000);
    });
    const arrived = await heard;
    clearTimeout(timer);
    if (!arrived) await read(true);
  };

  let stopListening: (() => Promise<void>) | undefined;
  let first = true;
  const ready = listen('availability', {
    onNotice: take,
    onListening: () => {
      if (first) first = false;
      else void settle().catch(onError);
    },
  })
    .then((stop) => {
      stopListening = stop;
      return read(true);
    })
    .catch(onError);

  const check = setInterval(() => void settle().catch(onError), checkEveryMs);
  check.unref();

  let expected: Promise<void> | undefined;

  return {
    current: () => index,
    ready,
    settle,
    expectChange: () => {
      const settled = settle()
        .catch(onError)
        .finally(() => {
          if (expected === settled) expected = undefined;
        });
      expected = settled;
    },
    fresh: async () => {
      if (expected) await expected;
      return index;
    },
    onChange: (listener) => {
      listeners.push(listener);
    },
    close: async () => {
      closed = true;
      clearInterval(check);
      await ready;
      await work;
      await stopListening?.();
      for (const waiter of waiters.splice(0)) waiter.resolve();
    },
  };
}

/**
 * The search cache, emptied whenever the free times change in any process, and told by this
 * process's reservations and cancellations (which empty it) to wait for their change in the index.
 */
export function availabilityCache(cache: SearchCache, availability: Availability): SearchCache {
  availability.onChange(() => cache.invalidate());
  return {
    remember: (key, compute) => cache.remember(key, compute),
    invalidate: () => {
      cache.invalidate();
      availability.expectChange();
    },
  };
}
