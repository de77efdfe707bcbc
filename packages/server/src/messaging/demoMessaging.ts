import { eq, inArray, like } from 'drizzle-orm';
import { type Db, schema } from '../db';
import type { ObjectStore } from '../storage/objectStore';
import { uploadKeys } from '../storage/uploads';
import { DEMO_STAFF } from './demoStaff';
import { customerMessagingUserId } from './users';

const {
  messagingUsers,
  messageThreads,
  threadParticipants,
  threadAssignments,
  threadProfessionals,
  messages,
  messageAttachments,
  threadReads,
  messagingAnnouncements,
  patients,
} = schema;

const MAIJA = '150385-9024';
const HOUR_MS = 3_600_000;

/** A one-page PDF of care instructions, small and real, for the demo attachment. */
export function careInstructionsPdf(): Uint8Array {
  const text = 'Hoito-ohje: lepoa, runsaasti nesteita, kuumetta alentava tarvittaessa.';
  const stream = `BT /F1 12 Tf 50 780 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** The staff test identities as messaging users; only the missing ones are added. */
export async function seedDemoStaff(db: Db): Promise<Map<string, string>> {
  await db
    .insert(messagingUsers)
    .values(
      DEMO_STAFF.map((staff) => ({
        kind: 'ProfessionalUser' as const,
        staffSubject: staff.subject,
        staffRole: staff.role,
        firstName: staff.firstName,
        lastName: staff.lastName,
        title: staff.title,
        email: staff.email,
      })),
    )
    .onConflictDoNothing({ target: messagingUsers.staffSubject });
  const rows = await db
    .select({ id: messagingUsers.id, subject: messagingUsers.staffSubject })
    .from(messagingUsers)
    .where(
      inArray(
        messagingUsers.staffSubject,
        DEMO_STAFF.map((staff) => staff.subject),
      ),
    );
  return new Map(rows.map((row) => [row.subject ?? '', row.id]));
}

type DemoMessage = {
  by: 'maija' | 'nurse' | 'doctor';
  hoursAgo: number;
  content: string;
  deleted?: string;
  pdf?: string;
};
type DemoThread = {
  title: string;
  assignee: 'nurse' | 'doctor';
  closedHoursAgo?: number;
  /** When Maija last read it; null: never since the last answer. */
  readHoursAgo: number;
  messages: DemoMessage[];
};

/**
 * Maija's conversations (decisions.md §5): an open one with the doctor and an attachment, an
 * unread answer from the nurse, and a closed one with a deleted message; and the active messaging
 * announcement. Added once: a database where Maija already has threads is left alone.
 */
const demoThreads: DemoThread[] = [
  {
    title: 'Yskä flunssan jälkeen',
    assignee: 'doctor',
    readHoursAgo: 40,
    messages: [
      {
        by: 'maija',
        hoursAgo: 80,
        content: 'Hei, flunssa on ohi mutta yskä on jatkunut kaksi viikkoa. Pitäisikö tulla vastaanotolle?',
      },
      {
        by: 'doctor',
        hoursAgo: 50,
        content:
          'Hei Maija, pitkittynyt yskä flunssan jälkeen on tavallista. Liitteenä hoito-ohje. Jos yskä jatkuu vielä viikon tai tulee kuumetta, varaa aika.',
        pdf: 'Hoito-ohje.pdf',
      },
      { by: 'maija', hoursAgo: 45, content: 'Kiitos ohjeesta!' },
    ],
  },
  {
    title: 'Laboratoriotulokset',
    assignee: 'nurse',
    readHoursAgo: 30,
    messages: [
      { by: 'maija', hoursAgo: 30, content: 'Onko verikokeideni tulokset jo tulleet?' },
      {
        by: 'nurse',
        hoursAgo: 3,
        content: 'Hei, tulokset ovat valmiit ja ne ovat viitealueilla. Näet ne myös laboratoriotuloksista.',
      },
    ],
  },
  {
    title: 'Ajanvarauksen siirto',
    assignee: 'nurse',
    closedHoursAgo: 190,
    readHoursAgo: 195,
    messages: [
      {
        by: 'maija',
        hoursAgo: 220,
        content: 'Voisinko siirtää ensi viikon aikani?',
        deleted: 'Sisälsi toisen henkilön tietoja',
      },
      { by: 'maija', hoursAgo: 219, content: 'Haluaisin siirtää ensi viikon ajan myöhemmäksi.' },
      { by: 'nurse', hoursAgo: 200, content: 'Aika on siirretty. Uusi aika näkyy ajanvarauksissasi.' },
    ],
  },
];

export async function seedDemoMessaging(db: Db, today: Date): Promise<number> {
  const staff = await seedDemoStaff(db);
  const nurse = staff.get('staff-nurse-helena');
  const doctor = staff.get('staff-doctor-antti');
  const [patient] = await db.select({ id: patients.id }).from(patients).where(eq(patients.ssn, MAIJA));
  if (!patient || !nurse || !doctor) return 0;
  const at = (hoursAgo: number) => new Date(today.getTime() - hoursAgo * HOUR_MS);
  return db.transaction(async (tx) => {
    const maija = await customerMessagingUserId(tx, patient.id);
    const existing = await tx
      .select()
      .from(threadParticipants)
      .where(eq(threadParticipants.userId, maija))
      .limit(1);
    if (existing.length > 0) return 0;
    const users = { maija, nurse, doctor };
    for (const demo of demoThreads) {
      const first = demo.messages[0]?.hoursAgo ?? 0;
      const [thread] = await tx
        .insert(messageThreads)
        .values({
          title: demo.title,
          threadType: 'customer',
          createdAt: at(first),
          isActive: demo.closedHoursAgo === undefined,
          closedAt: demo.closedHoursAgo === undefined ? null : at(demo.closedHoursAgo),
        })
        .returning({ id: messageThreads.id });
      if (!thread) continue;
      await tx.insert(threadParticipants).values({ threadId: thread.id, userId: maija, addedAt: at(first) });
      const assignee = users[demo.assignee];
      await tx
        .insert(threadAssignments)
        .values({ threadId: thread.id, assigneeUserId: assignee, assignedAt: at(first - 1) });
      await tx
        .insert(threadProfessionals)
        .values({ threadId: thread.id, userId: assignee, grantedAt: at(first - 1) });
      for (const demoMessage of demo.messages) {
        const [message] = await tx
          .insert(messages)
          .values({
            threadId: thread.id,
            authorUserId: users[demoMessage.by],
            content: demoMessage.deleted ? '' : demoMessage.content,
            createdAt: at(demoMessage.hoursAgo),
            deletedAt: demoMessage.deleted ? at(demoMessage.hoursAgo - 2) : null,
            deletedByUserId: demoMessage.deleted ? nurse : null,
            deletedReason: demoMessage.deleted ?? null,
          })
          .returning({ id: messages.id });
        if (message && demoMessage.pdf) {
          const bytes = careInstructionsPdf();
          await tx.insert(messageAttachments).values({
            key: `demo-${thread.id}-${message.id}`,
            uploaderUserId: users[demoMessage.by],
            fileName: demoMessage.pdf,
            contentType: 'application/pdf',
            sizeBytes: bytes.length,
            uploadStartedAt: at(demoMessage.hoursAgo),
            uploadedAt: at(demoMessage.hoursAgo),
            messageId: message.id,
            createdAt: at(demoMessage.hoursAgo),
          });
        }
      }
      await tx.insert(threadReads).values([
        { threadId: thread.id, userId: maija, readAt: at(demo.readHoursAgo) },
        {
          threadId: thread.id,
          userId: assignee,
          readAt: at(Math.min(...demo.messages.map((m) => m.hoursAgo))),
        },
      ]);
    }
    const announcements = await tx
      .select({ id: messagingAnnouncements.id })
      .from(messagingAnnouncements)
      .limit(1);
    if (announcements.length === 0) {
      await tx.insert(messagingAnnouncements).values({
        active: true,
        announcementType: 'info',
        heading: {
          fi: 'Vastaamme viesteihin arkisin',
          sv: 'Vi svarar på meddelanden på vardagar',
          en: 'We answer messages on weekdays',
        },
        description: {
          fi: 'Viesteihin vastataan **1–3 arkipäivän** kuluessa. Kiireellisissä asioissa soita asiakaspalveluun, hätätilanteessa **112**.',
          sv: 'Meddelanden besvaras inom **1–2 vardagar**. I brådskande ärenden ring kundtjänsten, i nödsituationer **112**.',
          en: 'Messages are answered within **1 to 3 business days**. For urgent matters call customer service; in an emergency call **112**.',
        },
      });
    }
    return demoThreads.length;
  });
}

/**
 * The demo attachments' bytes in the object store, where every attachment's bytes live: the seed
 * writes the rows, and this the file of each that the store lacks (a new store, or the sandbox's
 * after a restart).
 */
export async function seedDemoAttachmentFiles(db: Db, store: ObjectStore): Promise<void> {
  const demo = await db
    .select({ id: messageAttachments.id })
    .from(messageAttachments)
    .where(like(messageAttachments.key, 'demo-%'));
  const bytes = careInstructionsPdf();
  for (const { id } of demo) {
    if ((await store.get(uploadKeys.attachment(id))) !== null) continue;
    await store.put(uploadKeys.attachment(id), { bytes, contentType: 'application/pdf' });
  }
}
