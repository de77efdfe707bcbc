export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { buttonVariants } from './Button.css';
