export { UserMenu, type UserMenuLink, type UserMenuProps } from './UserMenu';
