import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { type Preloadable, preloadable } from './preloadable';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((ok) => {
    resolve = ok;
  });
  return { promise, resolve };
}

function Word({ part }: { part: Preloadable<{ word: string }> }) {
  return <p>{part.read().word}</p>;
}

function renderPart(part: Preloadable<{ word: string }>) {
  render(
    <Suspense fallback={<p>waiting</p>}>
      <Word part={part} />
    </Suspense>,
  );
}

describe('preloadable', () => {
  describe('given a part not loaded yet', () => {
    it('should show the fallback, then the part once its code arrives', async () => {
      const code = deferred<{ word: string }>();
      const part = preloadable(() => code.promise);
      renderPart(part);

      expect(screen.getByText('waiting')).toBeInTheDocument();
      code.resolve({ word: 'loaded' });
      expect(await screen.findByText('loaded')).toBeInTheDocument();
    });
  });

  describe('given a part loaded before the render', () => {
    it('should draw it at once, never the fallback', async () => {
      const part = preloadable(async () => ({ word: 'ready' }));
      await part.load();
      renderPart(part);

      expect(screen.getByText('ready')).toBeInTheDocument();
      expect(screen.queryByText('waiting')).not.toBeInTheDocument();
    });
  });

  describe('given loads asked for several times', () => {
    it('should fetch the code once, and again only after a failure', async () => {
      let fetches = 0;
      let fail = true;
      const part = preloadable(async () => {
        fetches += 1;
        if (fail) throw new Error('offline');
        return 'code';
      });

      await expect(part.load()).rejects.toThrow('offline');
      fail = false;
      await Promise.all([part.load(), part.load()]);

      expect(fetches).toBe(2);
    });
  });
});
