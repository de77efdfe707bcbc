export { Link, type LinkProps, type LinkVariant, linkVariants } from './Link';
export { PhoneText, type PhoneTextProps } from './PhoneText';
