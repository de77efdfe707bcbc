export { FormCard, type FormCardProps, type FormCardWords } from './FormCard';
