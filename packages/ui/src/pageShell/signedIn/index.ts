export { loadSignedInShell, NavigationDrawer, SideNavigation, UserMenu } from './signedIn';
