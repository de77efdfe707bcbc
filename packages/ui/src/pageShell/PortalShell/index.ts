export { type NavigationInput, navigationGroups, unreadBadge } from './navigationGroups';
export { PortalFooter, type PortalFooterProps } from './PortalFooter';
export { PortalHeader, type PortalHeaderProps } from './PortalHeader';
export { PortalShell, type PortalShellProps, type ShellRouter } from './PortalShell';
