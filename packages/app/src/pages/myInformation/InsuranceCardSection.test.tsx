import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { signedIn } from '../../../test/sessions';
import { userAnswer } from '../reservation/testData';

const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16])], 'front.jpg', { type: 'image/jpeg' });
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'back.png', {
    type: 'image/png',
  });

/** The file dialog the side's button opens, as the browser gives it the chosen file. */
function fileFieldOf(button: HTMLElement): HTMLInputElement {
  const field = button.parentElement?.querySelector('input[type="file"]');
  if (!(field instanceof HTMLInputElement)) throw new Error('the button opens no file dialog');
  return field;
}

describe('the Kela card on my information', () => {
  describe('given the server refuses the upload for too many uploads', () => {
    it('should say so and offer to try again', async () => {
      const server = fakeServer({
        'GET /api/session': { body: signedIn('en') },
        'GET /api/user': userAnswer(),
        'GET /api/kela-card': { body: { type: 'success', imageUrl: null } },
        'POST /api/kela-card/init-upload': { status: 429, body: { type: 'tooManyRequests' } },
      });
      renderApp('/en/my-information');
      const front = await screen.findByRole('button', { name: 'Choose an image of the front' });
      await userEvent.upload(fileFieldOf(front), jpeg());
      await userEvent.upload(
        fileFieldOf(screen.getByRole('button', { name: 'Choose an image of the back' })),
        png(),
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Upload the images' }));

      const notice = await screen.findByText('You have uploaded too many images for now. Try again later.');
      const card = notice.closest('[data-step]') as HTMLElement;
      expect(card).toHaveAttribute('data-step', 'tooManyUploads');
      expect(within(card).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(server.requests.filter((request) => request.path === '/api/kela-card/init-upload')).toHaveLength(
        1,
      );
    });
  });
});
