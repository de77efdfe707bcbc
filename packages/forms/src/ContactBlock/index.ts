export { ContactBlock, type ContactBlockProps } from './ContactBlock';
