import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice } from './Notice';
import { noticeTones } from './Notice.css';

describe('Notice', () => {
  it.each([
    ['info', 'status'],
    ['success', 'status'],
    ['warning', 'alert'],
    ['danger', 'alert'],
  ] as const)('given the %s tone, should have the role %s', (tone, role) => {
    render(
      <Notice tone={tone} title="Too many retries">
        You can retry again later
      </Notice>,
    );
    const notice = screen.getByRole(role);
    expect(notice).toHaveTextContent('Too many retries');
    expect(notice).toHaveTextContent('You can retry again later');
    expect(notice).toHaveAttribute('data-tone', tone);
  });

  it('should cover every tone in the table above', () => {
    expect(noticeTones).toEqual(['info', 'success', 'warning', 'danger']);
  });

  describe('given no tone', () => {
    it('should be an info status', () => {
      render(<Notice>Saved</Notice>);
      expect(screen.getByRole('status')).toHaveAttribute('data-tone', 'info');
    });
  });

  describe('given only a title', () => {
    it('should show the title', () => {
      render(<Notice tone="danger" title="Identification failed" />);
      expect(screen.getByRole('alert')).toHaveTextContent('Identification failed');
    });
  });

  describe('given a link in the message', () => {
    it('should keep the link usable', () => {
      render(
        <Notice tone="warning" title="Too many retries">
          <a href="/fi/kirjaudu">Log in again</a>
        </Notice>,
      );
      expect(screen.getByRole('link', { name: 'Log in again' })).toHaveAttribute('href', '/fi/kirjaudu');
    });
  });
});
