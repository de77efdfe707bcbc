/**
 * The page shell: header, menu, footer, language picker, user menu and the session warning. Each part
 * is presentational; the app decides what the person sees and passes the words in.
 */
export * from './Footer';
export * from './Header';
export * from './LanguagePicker';
export * from './Logo';
export * from './PageFrame';
export * from './SessionWarning';
export * from './SideNavigation';
export * from './UserMenu';
