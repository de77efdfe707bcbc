export {
  type MenuContext,
  type MenuGroup,
  type MenuGroupId,
  type MenuItem,
  menuFor,
  menuGroupIds,
} from './menu';
