export { isSicknessFundMember } from './membership';
export { occupationalCareOperations } from './operations';
