/**
 * The portal's React components. They hold no words of their own: every text comes in as a prop.
 */
export * from './Box';
export * from './Button';
export * from './ButtonLink';
export * from './CodeEntry';
export * from './ConfirmDialog';
export * from './Notice';
export * from './Shell';
export * from './Stack';
export * from './TextField';
export * from './theme';
