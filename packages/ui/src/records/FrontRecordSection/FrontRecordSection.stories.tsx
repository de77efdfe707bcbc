import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { FrontRecordSection } from './FrontRecordSection';

const meta = {
  title: 'Records/FrontRecordSection',
  component: FrontRecordSection,
  args: {
    section: 'visits',
    state: {
      kind: 'ready',
      items: [
        {
          key: 'visit-101',
          title: 'Yleislääketiede',
          subtitle: 'Laura Lahtinen',
          date: { kind: 'instant', value: '2026-11-16T06:00:00Z' },
          href: '/fi/kaynnit/101',
        },
        {
          key: 'visit-102',
          title: 'Korva-, nenä- ja kurkkutaudit',
          subtitle: 'Pekka Nieminen',
          date: { kind: 'instant', value: '2026-11-15T05:30:00Z' },
          href: '/fi/kaynnit/102',
        },
        {
          key: 'visit-103',
          title: 'Yleislääketiede',
          subtitle: 'Laura Lahtinen',
          date: { kind: 'instant', value: '2026-10-02T07:00:00Z' },
          href: '/fi/kaynnit/103',
        },
        {
          key: 'visit-104',
          title: 'Fysioterapia',
          date: { kind: 'instant', value: '2026-09-02T07:00:00Z' },
          href: '/fi/kaynnit/104',
        },
      ],
    },
    onRetry: fn(),
  },
} satisfies Meta<typeof FrontRecordSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The latest three visits, each linking to its page; a fourth waits behind the show-all link. */
export const Visits: Story = {
  play: async ({ canvas, globals }) => {
    const links = canvas.getAllByRole('link');
    expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAttribute('href', '/fi/kaynnit/101');
    await expect(links[1]).toHaveTextContent(storyWords(globals).components.relativeTime.yesterday());
  },
};

/** Prescriptions lead nowhere of their own; the renew link shows when the patient can renew. */
export const Prescriptions: Story = {
  args: {
    section: 'prescriptions',
    state: {
      kind: 'ready',
      items: [
        { key: 'p-1', title: 'Burana 600 mg', date: { kind: 'day', value: '2026-10-12' }, href: null },
        { key: 'p-2', title: 'Panadol 500 mg', date: { kind: 'day', value: '2026-06-01' }, href: null },
      ],
    },
    action: { href: '/fi/reseptit', label: 'Uusi reseptejä' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Burana 600 mg')).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** Result days and referrals together, newest first, a day's readiness in words. */
export const Laboratory: Story = {
  args: {
    section: 'laboratory',
    state: {
      kind: 'ready',
      items: [
        {
          key: 'referral-7',
          title: 'Laboratoriolähete',
          subtitle: 'Laura Lahtinen',
          date: { kind: 'day', value: '2026-11-14' },
          href: '/fi/laboratoriolahete/7',
        },
        {
          key: 'result-2026-11-13',
          title: 'Kolesteroli, LDL-kolesteroli, Glukoosi',
          subtitle: 'Tulokset kesken',
          date: { kind: 'day', value: '2026-11-13' },
          href: '/fi/laboratoriotulos/2026-11-13',
        },
        {
          key: 'result-2026-10-07',
          title: 'Hemoglobiini, C-reaktiivinen proteiini',
          subtitle: 'Tulokset valmiina',
          date: { kind: 'day', value: '2026-10-07' },
          href: '/fi/laboratoriotulos/2026-10-07',
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')[1]).toHaveTextContent('13.11.2026');
  },
};

/** An open questionnaire is marked and says it waits for an answer; answered ones follow. */
export const Questionnaires: Story = {
  args: {
    section: 'questionnaires',
    state: {
      kind: 'ready',
      items: [
        {
          key: 'q-31',
          title: 'Esitietolomake',
          subtitle: 'Odottaa vastaustasi',
          date: { kind: 'day', value: '2026-11-10' },
          href: '/fi/kysely/31',
          highlighted: true,
        },
        {
          key: 'q-30',
          title: 'Tyytyväisyyskysely',
          subtitle: 'Vastattu',
          date: { kind: 'instant', value: '2026-11-16T05:00:00Z' },
          href: '/fi/kysely/30',
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute('data-highlighted', 'true');
  },
};

/** The clinic's unread answer is marked and says so; the patient's own latest message follows. */
export const Conversations: Story = {
  args: {
    section: 'conversations',
    state: {
      kind: 'ready',
      items: [
        {
          key: '12',
          title: 'Laboratoriotulokset',
          subtitle: 'Lukematon',
          date: { kind: 'instant', value: '2026-11-16T08:15:00Z' },
          href: '/fi/viestit/12',
          highlighted: true,
        },
        {
          key: '11',
          title: 'Yskä flunssan jälkeen',
          date: { kind: 'instant', value: '2026-11-12T10:00:00Z' },
          href: '/fi/viestit/11',
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute('data-highlighted', 'true');
    await expect(canvas.getAllByRole('link')[0]).toHaveTextContent('Lukematon');
  },
};

export const Imaging: Story = {
  args: {
    section: 'imaging',
    state: {
      kind: 'ready',
      items: [
        {
          key: 'result-2026-09-17',
          title: 'Keuhkojen röntgenkuvaus',
          date: { kind: 'day', value: '2026-09-17' },
          href: '/fi/kuvantaminen/2026-09-17',
        },
      ],
    },
  },
};

export const Empty: Story = {
  args: { section: 'laboratory', state: { kind: 'ready', items: [] } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyWords(globals).frontPage.sections.laboratory.empty())).toBeVisible();
  },
};

export const Loading: Story = { args: { state: { kind: 'loading' } } };

/** The read failed: the section's error with Try again. */
export const Failed: Story = {
  args: { state: { kind: 'error' } },
  play: async ({ canvas, globals, args, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyWords(globals).errors.generic.tryAgain() }),
    );
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The area is in maintenance (questionnaires): said in words, nothing to retry. */
export const Unavailable: Story = {
  args: { section: 'questionnaires', state: { kind: 'unavailable' } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyWords(globals).frontPage.loadFailed())).toBeVisible();
  },
};

export const Children: Story = { globals: { brand: 'children', lang: 'sv' } };
