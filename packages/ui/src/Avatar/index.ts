export { Avatar, type AvatarKind, type AvatarProps, type AvatarSize, initialsOf } from './Avatar';
export { avatarSizes } from './Avatar.css';
