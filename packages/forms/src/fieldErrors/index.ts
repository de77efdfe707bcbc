export { errorCodesOf, type FieldErrorCode, type FieldKind, fieldErrorText } from './fieldErrors';
