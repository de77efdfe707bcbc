import type { Certificate } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { asListPage } from '../../../examples/listPage';
import { storyWords } from '../../../examples/storyWords';
import { CertificateList } from './CertificateList';

const certificates: Certificate[] = [
  {
    id: 2,
    type: 'nurse',
    issuedDate: '2026-11-16',
    startDate: '2026-11-16',
    endDate: '2026-11-18',
    practitioner: { name: 'Pekka Salo' },
  },
  {
    id: 1,
    type: 'medicalCertificateA',
    issuedDate: '2026-04-20',
    startDate: '2026-04-20',
    endDate: '2026-04-24',
    practitioner: { name: 'Juha Mäkelä' },
  },
];

const meta = {
  title: 'Records/Certificates/CertificateList',
  component: CertificateList,
  decorators: [
    asListPage((LL) => ({ title: LL.certificates.list.title(), intro: LL.certificates.list.intro() })),
  ],
  args: {
    state: { kind: 'ready', certificates },
    pdfHref: (certificate) => `/api/certificates/${certificate.id}/pdf?lang=fi`,
    onRetry: fn(),
  },
} satisfies Meta<typeof CertificateList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two certificates, newest first, each with its PDF. */
export const Loaded: Story = {
  play: async ({ canvas, globals }) => {
    const words = storyWords(globals).certificates;
    await expect(canvas.getByRole('heading', { name: words.type.medicalCertificateA() })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: words.list.downloadLabel({ start: '20.4.2026', end: '24.4.2026' }) }),
    ).toHaveAttribute('href', '/api/certificates/1/pdf?lang=fi');
    await expect(canvas.getByText(words.list.days({ count: 5 }))).toBeVisible();
  },
};

export const Empty: Story = { args: { state: { kind: 'ready', certificates: [] } } };

export const Loading: Story = { args: { state: { kind: 'loading' } } };

export const Failed: Story = { args: { state: { kind: 'error' } } };

export const InEnglish: Story = { globals: { lang: 'en' } };
