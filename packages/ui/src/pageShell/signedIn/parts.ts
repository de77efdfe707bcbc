// The shell's parts that only a signed-in person sees, in a chunk of their own (see signedIn.tsx).
export { NavigationDrawer } from '../Header/NavigationDrawer';
export { SideNavigation } from '../SideNavigation/SideNavigation';
export { UserMenu } from '../UserMenu/UserMenu';
