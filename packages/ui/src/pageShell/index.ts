/**
 * The page shell: header, menu, footer, language picker, user menu and the session warning. Each part
 * is presentational; the app decides what the person sees and passes the words in.
 */

/**
 * Lets the shell's react-aria links and menu items move within the app's router instead of loading a
 * page: wrap the shell's parts (not the page, whose links may lead to the server) with
 * `<LinkRouter navigate={...} useHref={...}>`.
 */
export { RouterProvider as LinkRouter } from 'react-aria-components';
export * from './Footer';
export * from './Header';
export * from './LanguagePicker';
export * from './Logo';
export * from './PageFrame';
export * from './PortalShell';
export * from './SessionWarning';
export * from './SideNavigation';
export { loadSignedInShell } from './signedIn';
export * from './UserMenu';
