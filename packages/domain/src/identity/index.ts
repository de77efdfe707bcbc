export { checkCharacter, checkCharacters, isCheckCharacter } from './check-character';
export {
  type EndPartError,
  endPartErrors,
  endPartLength,
  isEndPartCharAllowed,
  validateEndPart,
} from './end-part';
export {
  ageOn,
  type IdentityCode,
  type IdentityCodeError,
  type IdentityCodeOptions,
  identityCodeErrors,
  identityCodeMaxLength,
  isValidIdentityCode,
  normalizeIdentityCode,
  obfuscateIdentityCode,
  parseIdentityCode,
} from './identity-code';
