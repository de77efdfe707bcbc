import type { MessagingApi } from '@portal/domain';
import type { Announcement } from '../conversations/AnnouncementBanner';
import type { ThreadSummary } from '../conversations/ConversationList';
import type { ThreadDetail } from '../conversations/ConversationThread';

// Maija's conversations with the clinic as the stories show them.

type Person = MessagingApi.PersonFragment;
type Message = MessagingApi.MessageFieldsFragment;

export const maijaUser: Person = {
  id: 'u-maija',
  kind: 'CustomerUser',
  firstName: 'Maija',
  lastName: 'Virtanen',
  title: null,
};
export const doctorUser: Person = {
  id: 'u-doctor',
  kind: 'ProfessionalUser',
  firstName: 'Antti',
  lastName: 'Mäkelä',
  title: 'Yleislääkäri',
};
export const nurseUser: Person = {
  id: 'u-nurse',
  kind: 'ProfessionalUser',
  firstName: 'Helena',
  lastName: 'Saarinen',
  title: 'Sairaanhoitaja',
};

const message = (
  id: string,
  author: Person,
  created: string,
  content: string,
  more: Partial<Message> = {},
): Message => ({
  id,
  created,
  content,
  deleted: false,
  author,
  attachments: [],
  questionnaireInvitations: [],
  ...more,
});

const summary = (
  id: string,
  title: string,
  latest: Message,
  more: Partial<ThreadSummary> = {},
): ThreadSummary => ({
  id,
  title,
  isActive: true,
  created: latest.created,
  isRead: true,
  threadType: 'customer',
  participants: [maijaUser],
  assignments: [],
  messages: { totalCount: 1, paginatedMessages: [latest] },
  ...more,
});

export const exampleThreadSummaries: ThreadSummary[] = [
  summary(
    '12',
    'Laboratoriotulokset',
    message('m5', nurseUser, '2026-11-24T08:15:00Z', 'Hei, tulokset ovat valmiit ja ne ovat viitealueilla.'),
    { isRead: false },
  ),
  summary(
    '11',
    'Yskä flunssan jälkeen',
    message('m3', maijaUser, '2026-11-22T10:00:00Z', 'Kiitos ohjeesta!'),
  ),
  summary('10', '', message('m2', maijaUser, '2026-11-20T12:00:00Z', 'Kysyisin rokotuksista.')),
  summary(
    '9',
    'Ajanvarauksen siirto',
    message('m1', nurseUser, '2026-11-15T09:00:00Z', 'Aika on siirretty. Uusi aika näkyy ajanvarauksissasi.'),
    { isActive: false },
  ),
];

/** More than a page of them, for the pager. */
export const manyThreadSummaries: ThreadSummary[] = Array.from({ length: 12 }, (_, index) =>
  summary(
    String(100 + index),
    `Kysymys ${index + 1}`,
    message(
      `mm${index}`,
      maijaUser,
      `2026-11-${String(24 - index).padStart(2, '0')}T09:00:00Z`,
      'Hei, minulla olisi kysymys.',
    ),
  ),
);

export const exampleThread: ThreadDetail = {
  id: '11',
  title: 'Yskä flunssan jälkeen',
  isActive: true,
  created: '2026-11-21T20:00:00Z',
  isRead: true,
  threadType: 'customer',
  assigneeAbsent: false,
  participants: [maijaUser],
  assignments: [{ assigned: '2026-11-21T21:00:00Z', assignee: doctorUser }],
  professionalsWithAccess: [doctorUser],
  messages: {
    totalCount: 4,
    paginatedMessages: [
      message(
        'm1',
        maijaUser,
        '2026-11-21T20:00:00Z',
        'Hei, flunssa on ohi mutta yskä on jatkunut kaksi viikkoa. Pitäisikö tulla vastaanotolle?',
      ),
      message('m2', maijaUser, '2026-11-21T20:05:00Z', '', { deleted: true, content: null }),
      message(
        'm3',
        doctorUser,
        '2026-11-22T07:30:00Z',
        'Hei Maija, pitkittynyt yskä flunssan jälkeen on tavallista. Liitteenä hoito-ohje.',
        { attachments: [{ id: 'a1', fileName: 'Hoito-ohje.pdf', contentType: 'application/pdf' }] },
      ),
      // 00.30 in Helsinki on the 23rd, though still the 22nd in UTC.
      message('m4', maijaUser, '2026-11-22T22:30:00Z', 'Kiitos ohjeesta!'),
    ],
  },
};

export const exampleAnnouncement: Announcement = {
  active: true,
  heading: 'Vastaamme viesteihin arkisin',
  description:
    'Viesteihin vastataan **1–3 arkipäivän** kuluessa. Lue lisää [ohjeista](https://example.fi/ohjeet).\n\n<script>alert(1)</script>[Älä klikkaa](javascript:alert(1))',
  announcementType: 'info',
};
