import { buildPath, otherLanguages, switchLanguage } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyWords } from '../../examples/storyWords';
import { useLang, useWords } from '../../i18n';
import { LanguagePicker } from './LanguagePicker';

/** The picker on the appointments page with a query, as the header shows it. */
function AppointmentsPicker() {
  const LL = useWords();
  const lang = useLang();
  const here = `${buildPath('appointments', lang)}?page=2`;
  return (
    <LanguagePicker
      label={LL.shell.languagePicker.label()}
      links={otherLanguages(lang).map((other) => ({
        lang: other,
        href: switchLanguage(here, other),
        label: LL.shell.languagePicker[other](),
      }))}
    />
  );
}

const meta = {
  title: 'Shell/LanguagePicker',
  component: AppointmentsPicker,
} satisfies Meta<typeof AppointmentsPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the toolbar's language: the two others, each keeping the page and its query. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const LL = storyWords(globals);
    const nav = canvas.getByRole('navigation', { name: LL.shell.languagePicker.label() });
    await expect(nav).toBeVisible();
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getAttribute('href')).toMatch(/\?page=2$/);
    }
  },
};

export const Finnish: Story = { globals: { lang: 'fi' } };
export const Swedish: Story = { globals: { lang: 'sv' } };
export const English: Story = { globals: { lang: 'en' } };

export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getAllByRole('link')[0]).toHaveFocus();
  },
};
