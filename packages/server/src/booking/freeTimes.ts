import {
  type AppointmentSearchQuery,
  type AvailableDatesQuery,
  appointmentPageSize,
  type BrandId,
  helsinkiParts,
  timeOfDayWindows,
} from '@portal/domain';
import type { LocalizedText } from '../db/schema';
import type { AppointmentRow } from './appointmentView';
import { customerTypeOf, searchStart } from './search';

/** A bookable time as read from the database, with whether it is free and as of which version. */
export type SlotRecord = {
  readonly id: number;
  readonly startAt: number;
  readonly durationMinutes: number;
  readonly clinicId: string;
  readonly practitionerId: string;
  readonly specialtyId: string;
  readonly kindId: string;
  readonly locationType: AppointmentRow['locationType'];
  readonly isRemote: boolean;
  readonly requiresAuthToReserve: boolean;
  readonly customerTypes: readonly AppointmentRow['customerTypes'][number][];
  readonly priceCents: number;
  readonly free: boolean;
  /** The availability version the record was read at. */
  readonly version: number;
};

/** The catalogue rows an answer is shown with. */
export type Catalogue = {
  readonly clinics: readonly {
    id: string;
    name: string;
    street: string;
    postalCode: string;
    postOffice: string;
    brands: readonly string[];
  }[];
  readonly practitioners: readonly {
    id: string;
    name: string;
    title: LocalizedText;
    isResource: boolean;
    pictureUrl: string | null;
    reservationInfo: LocalizedText | null;
  }[];
  readonly specialties: readonly { id: string; title: LocalizedText }[];
};

const customerBits = { private: 1, occupational: 2, insurance: 4, kela65: 8 } as const;
const hourMs = 3_600_000;
const dayMs = 86_400_000;

// Helsinki's offset from UTC changes only on whole hours, so the wall clock of an instant is its
// UTC hour's wall clock plus the minutes: one Intl call per hour of the horizon, not per time.
const wallClockOfHour = new Map<number, { day: number; hour: number }>();
function wallClock(startAt: number): { day: number; hour: number } {
  const utcHour = Math.floor(startAt / hourMs);
  let found = wallClockOfHour.get(utcHour);
  if (!found) {
    const parts = helsinkiParts(new Date(utcHour * hourMs));
    found = { day: Date.UTC(parts.year, parts.month - 1, parts.day) / dayMs, hour: parts.hour };
    wallClockOfHour.set(utcHour, found);
  }
  return found;
}

const isoDay = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

/** Interns the strings of one column: each slot keeps a small number, the answer the string. */
class Codes {
  readonly values: string[] = [];
  private readonly codes = new Map<string, number>();
  code(value: string): number {
    let found = this.codes.get(value);
    if (found === undefined) {
      found = this.values.length;
      this.values.push(value);
      this.codes.set(value, found);
    }
    return found;
  }
  find(value: string): number | undefined {
    return this.codes.get(value);
  }
}

/** The positions of one value's times (a clinic's, a practitioner's), in the list's order. */
function groupPositions(codes: Int32Array, count: number): Int32Array[] {
  const sizes = new Int32Array(count);
  for (const code of codes) sizes[code] = (sizes[code] ?? 0) + 1;
  const groups = Array.from(sizes, (size) => new Int32Array(size));
  const filled = new Int32Array(count);
  codes.forEach((code, position) => {
    const group = groups[code] as Int32Array;
    group[filled[code] ?? 0] = position;
    filled[code] = (filled[code] ?? 0) + 1;
  });
  return groups;
}

/** The first index of a sorted array whose value is at least `at`. */
function lowerBound(values: ArrayLike<number>, at: number, from = 0): number {
  let low = from;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((values[mid] ?? 0) < at) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The positions a search visits, in order: every position, or those of a few groups (the times of
 * the named clinics, say) merged. `seek` jumps ahead; a position in two groups is visited once.
 */
class Walk {
  private readonly heads: number[];
  private position = 0;
  constructor(
    private readonly size: number,
    private readonly groups: readonly Int32Array[] | undefined,
  ) {
    this.heads = groups ? groups.map(() => 0) : [];
  }
  seek(at: number): void {
    if (!this.groups) {
      this.position = Math.max(this.position, at);
      return;
    }
    this.groups.forEach((group, g) => {
      this.heads[g] = lowerBound(group, at, this.heads[g]);
    });
  }
  /** The current position, or `size` when the walk is over. */
  current(): number {
    if (!this.groups) return Math.min(this.position, this.size);
    let least = this.size;
    this.groups.forEach((group, g) => {
      const head = group[this.heads[g] ?? 0];
      if (head !== undefined && head < least) least = head;
    });
    return least;
  }
  advance(): void {
    this.seek(this.current() + 1);
  }
}

/**
 * The free times of the booking horizon in memory, in the order the list reads them (start, then
 * id), one typed array per column, and for each clinic, practitioner and specialty the positions
 * of its times. A search walks the smallest of those groups the filter names (or every time) from
 * its start, jumping over the hours outside its time of day, to the page's end; the dates call
 * stops at each day's first match and jumps to the next day. Both answer exactly what the SQL
 * search of `search.ts` answers over the same rows (a property test holds them equal).
 */
export class FreeTimes {
  readonly size: number;
  private readonly ids: Float64Array;
  private readonly starts: Float64Array;
  /** Helsinki day number times 24 plus the Helsinki hour: never decreases along the list. */
  private readonly dayHours: Int32Array;
  private readonly clinics: Int32Array;
  private readonly practitioners: Int32Array;
  private readonly specialties: Int32Array;
  private readonly kinds: Int32Array;
  private readonly locations: Int32Array;
  private readonly customerLists: Int32Array;
  private readonly durations: Int32Array;
  private readonly prices: Int32Array;
  private readonly remote: Uint8Array;
  private readonly authOnly: Uint8Array;
  private readonly customers: Uint8Array;
  private readonly free: Uint8Array;
  private readonly versions: Float64Array;
  private readonly positions = new Map<number, number>();
  private readonly codes = {
    clinic: new Codes(),
    practitioner: new Codes(),
    specialty: new Codes(),
    kind: new Codes(),
    location: new Codes(),
    customers: new Codes(),
  };
  private readonly groups: { clinic: Int32Array[]; practitioner: Int32Array[]; specialty: Int32Array[] };
  private readonly remoteGroup: Int32Array;
  private readonly offered = new Map<string, Uint8Array>();
  private readonly clinicRows: Map<string, Catalogue['clinics'][number]>;
  private readonly practitionerRows: Map<string, Catalogue['practitioners'][number]>;
  private readonly specialtyRows: Map<string, Catalogue['specialties'][number]>;

  constructor(
    private readonly catalogue: Catalogue,
    records: readonly SlotRecord[],
  ) {
    const sorted = [...records].sort((a, b) => a.startAt - b.startAt || a.id - b.id);
    const n = sorted.length;
    this.size = n;
    this.ids = new Float64Array(n);
    this.starts = new Float64Array(n);
    this.dayHours = new Int32Array(n);
    this.clinics = new Int32Array(n);
    this.practitioners = new Int32Array(n);
    this.specialties = new Int32Array(n);
    this.kinds = new Int32Array(n);
    this.locations = new Int32Array(n);
    this.customerLists = new Int32Array(n);
    this.durations = new Int32Array(n);
    this.prices = new Int32Array(n);
    this.remote = new Uint8Array(n);
    this.authOnly = new Uint8Array(n);
    this.customers = new Uint8Array(n);
    this.free = new Uint8Array(n);
    this.versions = new Float64Array(n);
    const { codes } = this;
    for (const clinic of catalogue.clinics) codes.clinic.code(clinic.id);
    let remoteCount = 0;
    sorted.forEach((record, i) => {
      const { day, hour } = wallClock(record.startAt);
      this.ids[i] = record.id;
      this.starts[i] = record.startAt;
      this.dayHours[i] = day * 24 + hour;
      this.clinics[i] = codes.clinic.code(record.clinicId);
      this.practitioners[i] = codes.practitioner.code(record.practitionerId);
      this.specialties[i] = codes.specialty.code(record.specialtyId);
      this.kinds[i] = codes.kind.code(record.kindId);
      this.locations[i] = codes.location.code(record.locationType);
      this.customerLists[i] = codes.customers.code(record.customerTypes.join(','));
      this.durations[i] = record.durationMinutes;
      this.prices[i] = record.priceCents;
      this.remote[i] = record.isRemote ? 1 : 0;
      if (record.isRemote) remoteCount++;
      this.authOnly[i] = record.requiresAuthToReserve ? 1 : 0;
      this.customers[i] = record.customerTypes.reduce((bits, type) => bits | customerBits[type], 0);
      this.free[i] = record.free ? 1 : 0;
      this.versions[i] = record.version;
      this.positions.set(record.id, i);
    });
    this.groups = {
      clinic: groupPositions(this.clinics, codes.clinic.values.length),
      practitioner: groupPositions(this.practitioners, codes.practitioner.values.length),
      specialty: groupPositions(this.specialties, codes.specialty.values.length),
    };
    this.remoteGroup = new Int32Array(remoteCount);
    let r = 0;
    this.remote.forEach((flag, i) => {
      if (flag === 1) this.remoteGroup[r++] = i;
    });
    this.clinicRows = new Map(catalogue.clinics.map((row) => [row.id, row]));
    this.practitionerRows = new Map(catalogue.practitioners.map((row) => [row.id, row]));
    this.specialtyRows = new Map(catalogue.specialties.map((row) => [row.id, row]));
  }

  /** Whether the index holds the time `id` (free or not). */
  has(id: number): boolean {
    return this.positions.has(id);
  }

  /** The highest slot id held; times added later have higher ids. */
  maxId(): number {
    let max = 0;
    for (const id of this.ids) if (id > max) max = id;
    return max;
  }

  /**
   * Records that the time `id` became free or taken at `version`. An older notice than what the
   * index already holds changes nothing. Answers whether the index holds the time.
   */
  setFree(id: number, free: boolean, version: number): boolean {
    const at = this.positions.get(id);
    if (at === undefined) return false;
    if (version > (this.versions[at] ?? 0)) {
      this.free[at] = free ? 1 : 0;
      this.versions[at] = version;
    }
    return true;
  }

  /** Every record, with its current freeness, except those that began before `since`. */
  records(since: number): SlotRecord[] {
    const out: SlotRecord[] = [];
    for (let i = lowerBound(this.starts, since); i < this.size; i++) out.push(this.record(i));
    return out;
  }

  /** One page of free appointments, earliest first: `searchAppointments` from memory. */
  search(query: AppointmentSearchQuery, now: Date, brand: BrandId): AppointmentRow[] {
    let skip = query.offset;
    const page: AppointmentRow[] = [];
    this.walk(query, now, brand, (i) => {
      if (skip > 0) {
        skip--;
        return 'next';
      }
      page.push(this.row(i));
      return page.length === appointmentPageSize ? 'stop' : 'next';
    });
    return page;
  }

  /** The Helsinki days with a matching free time: `availableDates` from memory. */
  dates(query: AvailableDatesQuery, now: Date, brand: BrandId): string[] {
    const out: string[] = [];
    this.walk(query, now, brand, (i) => {
      out.push(isoDay(Math.floor((this.dayHours[i] ?? 0) / 24)));
      return 'nextDay';
    });
    return out;
  }

  /**
   * Calls `found` with each matching free time from the search's start to its end, in the list's
   * order, until it answers `stop`; `nextDay` skips the rest of that day.
   */
  private walk(
    query: AvailableDatesQuery,
    now: Date,
    brand: BrandId,
    found: (i: number) => 'next' | 'nextDay' | 'stop',
  ): void {
    const matches = this.matcher(query, brand);
    const to = Date.parse(query.endDate);
    const { startHour, endHour } = timeOfDayWindows[query.timeOfDay];
    const { starts, dayHours } = this;
    const walk = new Walk(this.size, this.candidates(query));
    // The first time of `day`'s window of hours.
    const windowOf = (day: number) => lowerBound(dayHours, day * 24 + startHour);
    walk.seek(lowerBound(starts, searchStart(query, now).getTime()));
    for (let i = walk.current(); i < this.size && (starts[i] ?? 0) < to; i = walk.current()) {
      const dayHour = dayHours[i] ?? 0;
      const day = Math.floor(dayHour / 24);
      const hour = dayHour - day * 24;
      if (hour < startHour) walk.seek(windowOf(day));
      else if (hour >= endHour) walk.seek(windowOf(day + 1));
      else if (!matches(i)) walk.advance();
      else {
        const next = found(i);
        if (next === 'stop') return;
        if (next === 'nextDay') walk.seek(windowOf(day + 1));
        else walk.advance();
      }
    }
  }

  /** The smallest group of times the filter limits the search to, or undefined for all. */
  private candidates(query: AvailableDatesQuery): Int32Array[] | undefined {
    const options: Int32Array[][] = [];
    const groupsOf = (kind: keyof FreeTimes['groups'], ids: readonly string[]) =>
      ids.flatMap((id) => {
        const code = this.codes[kind].find(id);
        return code === undefined ? [] : [this.groups[kind][code] as Int32Array];
      });
    if (query.clinicIds.length > 0) {
      options.push([
        ...groupsOf('clinic', query.clinicIds),
        ...(query.includeRemote ? [this.remoteGroup] : []),
      ]);
    }
    if (query.practitionerIds.length > 0) options.push(groupsOf('practitioner', query.practitionerIds));
    if (query.specialtyIds.length > 0) options.push(groupsOf('specialty', query.specialtyIds));
    let best: Int32Array[] | undefined;
    let bestSize = this.size;
    for (const option of options) {
      const size = option.reduce((sum, group) => sum + group.length, 0);
      // Merging many groups costs a step per group and time: past a few dozen, walk everything.
      if (size < bestSize && option.length <= 32) {
        best = option;
        bestSize = size;
      }
    }
    return best;
  }

  /** The conditions of `searchConditions` in `search.ts`, over the columns. */
  private matcher(query: AvailableDatesQuery, brand: BrandId): (i: number) => boolean {
    const offered = this.offeredBy(brand);
    const wanted = customerBits[customerTypeOf(query)];
    const chosen = this.mask(this.codes.clinic, query.clinicIds);
    const specialtyMask = this.mask(this.codes.specialty, query.specialtyIds);
    const practitionerMask = this.mask(this.codes.practitioner, query.practitionerIds);
    const { startHour, endHour } = timeOfDayWindows[query.timeOfDay];
    const { includeRemote } = query;
    const { free, customers, clinics, remote, dayHours, specialties, practitioners } = this;
    return (i) => {
      if (free[i] !== 1 || ((customers[i] ?? 0) & wanted) === 0) return false;
      const clinic = clinics[i] ?? 0;
      if (offered[clinic] !== 1) return false;
      // Unticked means no remote time at all, a chosen clinic's video times included.
      if (remote[i] === 1) {
        if (!includeRemote) return false;
      } else if (chosen && chosen[clinic] !== 1) return false;
      if (specialtyMask && specialtyMask[specialties[i] ?? 0] !== 1) return false;
      if (practitionerMask && practitionerMask[practitioners[i] ?? 0] !== 1) return false;
      const hour = (dayHours[i] ?? 0) % 24;
      return hour >= startHour && hour < endHour;
    };
  }

  /** A flag per code of the ids named, or undefined when none is named (no condition). */
  private mask(codes: Codes, ids: readonly string[]): Uint8Array | undefined {
    if (ids.length === 0) return undefined;
    const mask = new Uint8Array(codes.values.length);
    for (const id of ids) {
      const code = codes.find(id);
      if (code !== undefined) mask[code] = 1;
    }
    return mask;
  }

  private offeredBy(brand: BrandId): Uint8Array {
    let found = this.offered.get(brand);
    if (!found) {
      found = new Uint8Array(this.codes.clinic.values.length);
      for (const clinic of this.catalogue.clinics) {
        // A clinic the slots name but the catalogue lacks stays 0: the database's foreign key
        // makes that impossible, and the SQL's inner join would drop it too.
        if (clinic.brands.includes(brand)) found[this.codes.clinic.code(clinic.id)] = 1;
      }
      this.offered.set(brand, found);
    }
    return found;
  }

  private record(i: number): SlotRecord {
    const { codes } = this;
    return {
      id: this.ids[i] ?? 0,
      startAt: this.starts[i] ?? 0,
      durationMinutes: this.durations[i] ?? 0,
      clinicId: codes.clinic.values[this.clinics[i] ?? 0] as string,
      practitionerId: codes.practitioner.values[this.practitioners[i] ?? 0] as string,
      specialtyId: codes.specialty.values[this.specialties[i] ?? 0] as string,
      kindId: codes.kind.values[this.kinds[i] ?? 0] as string,
      locationType: codes.location.values[this.locations[i] ?? 0] as SlotRecord['locationType'],
      isRemote: this.remote[i] === 1,
      requiresAuthToReserve: this.authOnly[i] === 1,
      customerTypes: (codes.customers.values[this.customerLists[i] ?? 0] as string).split(
        ',',
      ) as SlotRecord['customerTypes'],
      priceCents: this.prices[i] ?? 0,
      free: this.free[i] === 1,
      version: this.versions[i] ?? 0,
    };
  }

  private row(i: number): AppointmentRow {
    const record = this.record(i);
    const clinic = this.clinicRows.get(record.clinicId);
    const practitioner = this.practitionerRows.get(record.practitionerId);
    const specialty = this.specialtyRows.get(record.specialtyId);
    if (!clinic || !practitioner || !specialty)
      throw new Error(`catalogue rows of time ${record.id} missing`);
    return {
      id: record.id,
      startAt: new Date(record.startAt),
      durationMinutes: record.durationMinutes,
      specialtyId: record.specialtyId,
      practitionerId: record.practitionerId,
      clinicId: record.clinicId,
      kindId: record.kindId,
      locationType: record.locationType,
      isRemote: record.isRemote,
      requiresAuthToReserve: record.requiresAuthToReserve,
      customerTypes: [...record.customerTypes],
      priceCents: record.priceCents,
      practitionerName: practitioner.name,
      practitionerTitle: practitioner.title,
      practitionerIsResource: practitioner.isResource,
      practitionerPicture: practitioner.pictureUrl,
      practitionerInfo: practitioner.reservationInfo,
      clinicName: clinic.name,
      clinicStreet: clinic.street,
      clinicPostalCode: clinic.postalCode,
      clinicPostOffice: clinic.postOffice,
      specialtyTitle: specialty.title,
    };
  }
}
