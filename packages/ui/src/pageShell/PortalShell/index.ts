export { type NavigationInput, navigationGroups } from './navigationGroups';
export { PortalFooter, type PortalFooterProps } from './PortalFooter';
export { PortalHeader, type PortalHeaderProps } from './PortalHeader';
export { PortalShell, type PortalShellProps, type ShellRouter } from './PortalShell';
