import { storyWords } from '@portal/ui/examples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { InsuranceCardForm } from './InsuranceCardForm';

// A card-shaped picture for the stored images; the real ones come from the signed addresses.
const picture = (text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" rx="12" fill="#d8e6f3"/><text x="24" y="110" font-size="28" font-family="sans-serif" fill="#123">${text}</text></svg>`,
  )}`;
const urls = { front: picture('KELA FPA'), back: picture('123456-789A') };
const missing = { state: 'missing' } as const;
const jpeg = { state: 'ready-to-upload', mimeType: 'image/jpeg' } as const;
const png = { state: 'ready-to-upload', mimeType: 'image/png' } as const;

const meta = {
  title: 'My information/Forms/InsuranceCardForm',
  component: InsuranceCardForm,
  args: {
    state: { step: 'editing', front: missing, back: missing, invalidFile: null },
    imageUrls: null,
    onChooseFile: fn(),
    onSave: fn(),
    onRetry: fn(),
    onChangeImages: fn(),
  },
  parameters: { pageShot: true },
} satisfies Meta<typeof InsuranceCardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No card yet: both sides missing, Save waits for both. */
export const Missing: Story = {
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).myInformation.card;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: LL.save() })).toBeDisabled();
    await expect(canvas.getAllByText(LL.missing())).toHaveLength(2);
  },
};

/** One side chosen: still waiting for the other. */
export const OneReady: Story = {
  args: { state: { step: 'editing', front: jpeg, back: missing, invalidFile: null } },
};

/** Both chosen: Save sends them together. */
export const ReadyToUpload: Story = {
  args: { state: { step: 'editing', front: jpeg, back: png, invalidFile: null } },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).myInformation.card;
    await userEvent.click(within(canvasElement).getByRole('button', { name: LL.save() }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

/** A file that is not JPEG or PNG: the allowed formats are named. */
export const InvalidFile: Story = {
  args: { state: { step: 'editing', front: jpeg, back: missing, invalidFile: 'back' } },
  play: async ({ canvasElement, globals }) => {
    const LL = storyWords(globals).myInformation.card;
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(LL.invalidFile());
  },
};

/** Both uploading, each with its own progress. */
export const Uploading: Story = {
  args: {
    state: {
      step: 'uploading',
      front: { state: 'uploading', mimeType: 'image/jpeg', progress: 40 },
      back: { state: 'uploading', mimeType: 'image/png', progress: 75 },
    },
  },
  play: async ({ canvasElement }) => {
    const bars = within(canvasElement).getAllByRole('progressbar');
    await expect(bars).toHaveLength(2);
    await expect(bars[0]).toHaveAttribute('aria-valuenow', '40');
  },
};

/** The card stored: both images shown, 'Change images' starts over. */
export const Uploaded: Story = {
  args: {
    state: {
      step: 'editing',
      front: { state: 'uploaded', mimeType: null },
      back: { state: 'uploaded', mimeType: null },
      invalidFile: null,
    },
    imageUrls: urls,
  },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).myInformation.card;
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: LL.changeImages() }));
    await expect(args.onChangeImages).toHaveBeenCalled();
  },
};

/** Just saved. */
export const Saved: Story = {
  args: {
    state: {
      step: 'saved',
      front: { state: 'uploaded', mimeType: 'image/jpeg' },
      back: { state: 'uploaded', mimeType: 'image/png' },
    },
    imageUrls: urls,
  },
};

/** An upload failed: the error, and Try again asks for new addresses. */
export const Failed: Story = {
  args: {
    state: {
      step: 'failed',
      front: { state: 'uploaded', mimeType: 'image/jpeg' },
      back: { state: 'error', mimeType: 'image/png' },
    },
  },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).myInformation.card;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(LL.failed());
    await userEvent.click(canvas.getByRole('button', { name: LL.retry() }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Refused for too many uploads (the day's images, or too many left unfinished): Try again later. */
export const TooManyUploads: Story = {
  args: {
    state: {
      step: 'tooManyUploads',
      front: { state: 'ready-to-upload', mimeType: 'image/jpeg' },
      back: { state: 'ready-to-upload', mimeType: 'image/png' },
    },
  },
  play: async ({ canvasElement, globals, args, userEvent }) => {
    const LL = storyWords(globals).myInformation.card;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(LL.tooManyUploads());
    await userEvent.click(canvas.getByRole('button', { name: LL.retry() }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
