export { Header, type HeaderLink, type HeaderProps } from './Header';
export { NavigationDrawer, type NavigationDrawerProps } from './NavigationDrawer';
