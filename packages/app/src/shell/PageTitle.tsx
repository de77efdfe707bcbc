import { createContext, type ReactNode, useContext, useState } from 'react';

type SetTitle = (title: string | undefined) => void;

const PageTitleContext = createContext<{ title: string | undefined; setTitle: SetTitle }>({
  title: undefined,
  setTitle: () => {},
});

/** Holds the page's title, which the page sets and the header shows. */
export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState<string | undefined>(undefined);
  return <PageTitleContext.Provider value={{ title, setTitle }}>{children}</PageTitleContext.Provider>;
}

/** The title of the page shown now, for the header; unknown until the page has set it. */
export function usePageTitle(): string | undefined {
  return useContext(PageTitleContext).title;
}

/** The setter the pages reach through `useDocumentTitle`. */
export function useSetPageTitle(): SetTitle {
  return useContext(PageTitleContext).setTitle;
}
