import { helsinkiIsoDate, onlinePaymentPeriodDays } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import { type Db, schema } from '../db';
import type { InvoiceRowRecord } from '../db/schema';

const DAY_MS = 86_400_000;

type DemoInvoice = {
  number: string;
  ssn: string;
  status: (typeof schema.invoices.$inferInsert)['status'];
  source?: (typeof schema.invoices.$inferInsert)['source'];
  /** Days before today the invoice was made. */
  ageDays: number;
  canBePaidOnline: boolean;
  hasPdf?: boolean;
  credits?: string;
  rows: [description: string, count: number, unitPriceCents: number, vatPercentage: number][];
};

const MAIJA = '150385-9024';
const EETU = '120518A958A';
const PEKKA = '200956-9475';

/**
 * The demo invoices (decisions.md §5): Maija has open invoices payable online, receipts of paid
 * visits, an overdue, a refunded, a refund in progress, a paper and an unavailable one, and a
 * credit note, more than a page of them; Pekka has overdue ones; Eetu, who has no e-mail address,
 * one open invoice, to show that paying needs one.
 */
const demoInvoices: DemoInvoice[] = [
  {
    number: '100201',
    ssn: MAIJA,
    status: 'open',
    ageDays: 2,
    canBePaidOnline: true,
    rows: [
      ['Lääkärin vastaanotto, yleislääkäri', 1, 8900, 0],
      ['Toimistomaksu', 1, 1290, 0],
    ],
  },
  {
    number: '100202',
    ssn: MAIJA,
    status: 'open',
    ageDays: 3,
    canBePaidOnline: true,
    source: 'goodSignInvoice',
    rows: [['Etävastaanotto, hoitaja', 1, 4850, 0]],
  },
  {
    number: '100203',
    ssn: MAIJA,
    status: 'open',
    ageDays: 5,
    canBePaidOnline: true,
    rows: [
      ['Laboratoriotutkimus, perusverenkuva', 1, 2400, 0],
      ['Näytteenotto', 1, 1250, 0],
      ['Hoitotarvikkeet', 2, 620, 24],
    ],
  },
  {
    number: '100204',
    ssn: MAIJA,
    status: 'open',
    ageDays: 6,
    canBePaidOnline: true,
    rows: [['Fysioterapia 45 min', 1, 7200, 0]],
  },
  {
    number: '100205',
    ssn: MAIJA,
    status: 'paid',
    ageDays: 20,
    canBePaidOnline: true,
    rows: [['Lääkärin vastaanotto, ihotautilääkäri', 1, 12_900, 0]],
  },
  {
    number: '100206',
    ssn: MAIJA,
    status: 'paid',
    ageDays: 45,
    canBePaidOnline: false,
    source: 'netsuiteInvoice',
    rows: [['Rokotus, influenssa', 1, 3500, 0]],
  },
  {
    number: '100207',
    ssn: MAIJA,
    status: 'overdue',
    ageDays: 75,
    canBePaidOnline: false,
    rows: [['Magneettikuvaus, polvi', 1, 39_000, 0]],
  },
  {
    number: '100208',
    ssn: MAIJA,
    status: 'refunded',
    ageDays: 90,
    canBePaidOnline: false,
    rows: [['Peruttu vastaanotto', 1, 6500, 0]],
  },
  {
    number: '100209',
    ssn: MAIJA,
    status: 'refundInProgress',
    ageDays: 95,
    canBePaidOnline: false,
    rows: [['Hammashoito, tarkastus', 1, 5400, 0]],
  },
  {
    number: '100210',
    ssn: MAIJA,
    status: 'paper',
    ageDays: 120,
    canBePaidOnline: false,
    rows: [['Lääkärintodistus', 1, 4500, 24]],
  },
  {
    number: '100211',
    ssn: MAIJA,
    status: 'notAvailable',
    ageDays: 150,
    canBePaidOnline: false,
    hasPdf: false,
    rows: [['Röntgen, keuhkot', 1, 9800, 0]],
  },
  {
    number: '100212',
    ssn: MAIJA,
    status: 'paid',
    ageDays: 91,
    canBePaidOnline: false,
    credits: '100208',
    rows: [['Hyvitys: peruttu vastaanotto', 1, -6500, 0]],
  },
  {
    number: '100301',
    ssn: PEKKA,
    status: 'overdue',
    ageDays: 60,
    canBePaidOnline: false,
    rows: [['Läkarbesök, allmänläkare', 1, 8900, 0]],
  },
  {
    number: '100302',
    ssn: PEKKA,
    status: 'overdue',
    ageDays: 80,
    canBePaidOnline: false,
    rows: [['Laboratorieundersökning', 1, 3650, 0]],
  },
  {
    number: '100303',
    ssn: PEKKA,
    status: 'paid',
    ageDays: 200,
    canBePaidOnline: false,
    rows: [['Vaccination', 1, 3500, 0]],
  },
  {
    number: '100401',
    ssn: EETU,
    status: 'open',
    ageDays: 1,
    canBePaidOnline: true,
    rows: [['Lastenlääkärin vastaanotto', 1, 9900, 0]],
  },
];

/** Seeds the demo invoices that are missing; rows already there are never changed. */
export async function seedDemoInvoices(db: Db, today: Date): Promise<number> {
  const ssns = [...new Set(demoInvoices.map((invoice) => invoice.ssn))];
  const patients = await db
    .select({ id: schema.patients.id, ssn: schema.patients.ssn })
    .from(schema.patients)
    .where(inArray(schema.patients.ssn, ssns));
  const idOf = new Map(patients.map((patient) => [patient.ssn, patient.id]));
  const day = (daysFromToday: number) => helsinkiIsoDate(new Date(today.getTime() + daysFromToday * DAY_MS));
  const rows = demoInvoices.flatMap((invoice) => {
    const patientId = idOf.get(invoice.ssn);
    if (!patientId) return [];
    const lines: InvoiceRowRecord[] = invoice.rows.map(
      ([description, count, unitPriceCents, vatPercentage]) => ({
        description,
        count,
        unitPriceCents,
        date: day(-invoice.ageDays),
        vatPercentage,
      }),
    );
    const sumCents = lines.reduce((sum, line) => sum + Math.round(line.count * line.unitPriceCents), 0);
    const settled =
      invoice.status === 'paid' || invoice.status === 'refunded' || invoice.status === 'refundInProgress';
    return [
      {
        id: `inv-${invoice.number}`,
        invoiceNumber: invoice.number,
        patientId,
        creditedInvoiceNumber: invoice.credits ?? null,
        status: invoice.status,
        source: invoice.source ?? 'customerInvoice',
        creationDate: day(-invoice.ageDays),
        dueDate: day(14 - invoice.ageDays),
        payableOnlineUntil: invoice.canBePaidOnline
          ? day(onlinePaymentPeriodDays + 14 - invoice.ageDays)
          : null,
        sumCents,
        hasPdf: invoice.hasPdf ?? true,
        canBePaidOnline: invoice.canBePaidOnline,
        rows: lines,
        paidAt: settled ? new Date(today.getTime() - (invoice.ageDays - 3) * DAY_MS) : null,
      },
    ];
  });
  if (rows.length === 0) return 0;
  const added = await db
    .insert(schema.invoices)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: schema.invoices.id });
  return added.length;
}
