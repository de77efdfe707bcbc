export {
  type MenuContext,
  type MenuGroup,
  type MenuGroupId,
  type MenuItem,
  menuFor,
  menuGroupIds,
} from './menu';
export {
  builtMenu,
  type MenuSession,
  type ShellContext,
  type ShellPage,
  type ShellParts,
  shellMenu,
  shellParts,
} from './shell';
