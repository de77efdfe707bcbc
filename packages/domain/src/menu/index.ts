export {
  isMenuAction,
  type MenuAction,
  type MenuContext,
  type MenuGroup,
  type MenuGroupId,
  type MenuItem,
  menuActions,
  menuFor,
  menuGroupIds,
} from './menu';
export {
  builtMenu,
  type MenuSession,
  menuOffers,
  type ShellContext,
  type ShellPage,
  type ShellParts,
  shellMenu,
  shellParts,
} from './shell';
