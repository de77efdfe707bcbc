import type { TranslationFunctions } from '@portal/i18n';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useWords } from '../i18n';
import { ListPageView } from '../pageStates/ListPageView';

/** A list page's heading and intro, picked from the words of the story's language. */
export type ListPageWords = (LL: TranslationFunctions) => { title: string; intro?: string };

function Framed({ words, children }: { words: ListPageWords; children: ReactNode }) {
  return <ListPageView {...words(useWords())}>{children}</ListPageView>;
}

/**
 * Shows a list's story inside its page's frame, with the heading and intro the app's page gives, so
 * that the story shows what a patient sees on the page.
 */
export function asListPage(words: ListPageWords): Decorator {
  return (Story) => (
    <Framed words={words}>
      <Story />
    </Framed>
  );
}
