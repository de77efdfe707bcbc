export { Shell, type ShellProps } from './Shell';
