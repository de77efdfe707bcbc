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

/**
 * The free times of the booking horizon in memory, in the order the list reads them (start, then
 * id), one typed array per column. A search walks from its start to the first page's end; the
 * dates call stops at the first match of each day and jumps to the next. Both answer exactly what
 * the SQL search of `search.ts` answers over the same rows (a property test holds them equal).
 */
export class FreeTimes {
  readonly size: number;
  private readonly ids: Float64Array;
  private readonly starts: Float64Array;
  private readonly days: Int32Array;
  private readonly hours: Uint8Array;
  private readonly clinics: Int32Array;
  private readonly practitioners: Int32Array;
  private readonly specialties: Int32Array;
  private readonly remote: Uint8Array;
  private readonly customers: Uint8Array;
  private readonly free: Uint8Array;
  private readonly versions: Float64Array;
  private readonly positions = new Map<number, number>();
  private readonly clinicCodes = new Codes();
  private readonly practitionerCodes = new Codes();
  private readonly specialtyCodes = new Codes();
  private readonly offered = new Map<string, Uint8Array>();
  private readonly shown: readonly SlotRecord[];

  constructor(
    private readonly catalogue: Catalogue,
    records: readonly SlotRecord[],
  ) {
    const sorted = [...records].sort((a, b) => a.startAt - b.startAt || a.id - b.id);
    const n = sorted.length;
    this.size = n;
    this.shown = sorted;
    this.ids = new Float64Array(n);
    this.starts = new Float64Array(n);
    this.days = new Int32Array(n);
    this.hours = new Uint8Array(n);
    this.clinics = new Int32Array(n);
    this.practitioners = new Int32Array(n);
    this.specialties = new Int32Array(n);
    this.remote = new Uint8Array(n);
    this.customers = new Uint8Array(n);
    this.free = new Uint8Array(n);
    this.versions = new Float64Array(n);
    for (const clinic of catalogue.clinics) this.clinicCodes.code(clinic.id);
    sorted.forEach((record, i) => {
      const { day, hour } = wallClock(record.startAt);
      this.ids[i] = record.id;
      this.starts[i] = record.startAt;
      this.days[i] = day;
      this.hours[i] = hour;
      this.clinics[i] = this.clinicCodes.code(record.clinicId);
      this.practitioners[i] = this.practitionerCodes.code(record.practitionerId);
      this.specialties[i] = this.specialtyCodes.code(record.specialtyId);
      this.remote[i] = record.isRemote ? 1 : 0;
      this.customers[i] = record.customerTypes.reduce((bits, type) => bits | customerBits[type], 0);
      this.free[i] = record.free ? 1 : 0;
      this.versions[i] = record.version;
      this.positions.set(record.id, i);
    });
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
    this.shown.forEach((record, i) => {
      if (record.startAt < since) return;
      out.push({ ...record, free: this.free[i] === 1, version: this.versions[i] ?? 0 });
    });
    return out;
  }

  /** One page of free appointments, earliest first: `searchAppointments` from memory. */
  search(query: AppointmentSearchQuery, now: Date, brand: BrandId): AppointmentRow[] {
    const matches = this.matcher(query, brand);
    const to = Date.parse(query.endDate);
    let skip = query.offset;
    const page: AppointmentRow[] = [];
    for (let i = this.firstAt(searchStart(query, now).getTime()); i < this.size; i++) {
      if ((this.starts[i] ?? 0) >= to) break;
      if (!matches(i)) continue;
      if (skip > 0) {
        skip--;
        continue;
      }
      page.push(this.row(i));
      if (page.length === appointmentPageSize) break;
    }
    return page;
  }

  /** The Helsinki days with a matching free time: `availableDates` from memory. */
  dates(query: AvailableDatesQuery, now: Date, brand: BrandId): string[] {
    const matches = this.matcher(query, brand);
    const to = Date.parse(query.endDate);
    const out: string[] = [];
    let i = this.firstAt(searchStart(query, now).getTime());
    while (i < this.size && (this.starts[i] ?? 0) < to) {
      if (!matches(i)) {
        i++;
        continue;
      }
      const day = this.days[i] ?? 0;
      out.push(isoDay(day));
      i = this.firstOfDayAfter(i, day);
    }
    return out;
  }

  /** The conditions of `searchConditions` in `search.ts`, over the columns. */
  private matcher(query: AvailableDatesQuery, brand: BrandId): (i: number) => boolean {
    const offered = this.offeredBy(brand);
    const wanted = customerBits[customerTypeOf(query)];
    const chosen = this.mask(this.clinicCodes, query.clinicIds);
    const specialties = this.mask(this.specialtyCodes, query.specialtyIds);
    const practitioners = this.mask(this.practitionerCodes, query.practitionerIds);
    const { startHour, endHour } = timeOfDayWindows[query.timeOfDay];
    const { includeRemote } = query;
    const { free, customers, clinics, remote, hours } = this;
    return (i) => {
      if (free[i] !== 1 || ((customers[i] ?? 0) & wanted) === 0) return false;
      const clinic = clinics[i] ?? 0;
      if (offered[clinic] !== 1) return false;
      if (chosen) {
        if (chosen[clinic] !== 1 && !(includeRemote && remote[i] === 1)) return false;
      } else if (!includeRemote && remote[i] === 1) return false;
      if (specialties && specialties[this.specialties[i] ?? 0] !== 1) return false;
      if (practitioners && practitioners[this.practitioners[i] ?? 0] !== 1) return false;
      const hour = hours[i] ?? 0;
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
      found = new Uint8Array(this.clinicCodes.values.length);
      for (const clinic of this.catalogue.clinics) {
        // A clinic the slots name but the catalogue lacks stays 0: the database's foreign key
        // makes that impossible, and the SQL's inner join would drop it too.
        if (clinic.brands.includes(brand)) found[this.clinicCodes.code(clinic.id)] = 1;
      }
      this.offered.set(brand, found);
    }
    return found;
  }

  /** The first position starting at or after `at`. */
  private firstAt(at: number): number {
    let low = 0;
    let high = this.size;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.starts[mid] ?? 0) < at) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** The first position after `from` on a later Helsinki day than `day`. */
  private firstOfDayAfter(from: number, day: number): number {
    let low = from + 1;
    let high = this.size;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.days[mid] ?? 0) <= day) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private row(i: number): AppointmentRow {
    const record = this.shown[i] as SlotRecord;
    const clinic = this.catalogueRow(this.catalogue.clinics, record.clinicId);
    const practitioner = this.catalogueRow(this.catalogue.practitioners, record.practitionerId);
    const specialty = this.catalogueRow(this.catalogue.specialties, record.specialtyId);
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

  private readonly byId = new Map<readonly unknown[], Map<string, unknown>>();
  private catalogueRow<T extends { id: string }>(rows: readonly T[], id: string): T {
    let index = this.byId.get(rows) as Map<string, T> | undefined;
    if (!index) {
      index = new Map(rows.map((row) => [row.id, row]));
      this.byId.set(rows, index);
    }
    const found = index.get(id);
    if (!found) throw new Error(`catalogue row ${id} missing`);
    return found;
  }
}
