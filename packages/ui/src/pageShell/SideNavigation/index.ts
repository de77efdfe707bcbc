export {
  type NavigationAction,
  type NavigationBadge,
  type NavigationGroup,
  type NavigationItem,
  type NavigationLink,
  SideNavigation,
  type SideNavigationProps,
} from './SideNavigation';
export { UnreadBadge } from './UnreadBadge';
