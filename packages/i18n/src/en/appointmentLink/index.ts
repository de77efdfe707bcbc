import type { BaseTranslation } from '../../i18n-types';

/** Words of the anonymous appointment link page: checking in with the end of the identity code. */
const en_appointmentLink = {
  endPart: {
    label: 'Last four characters of your personal identity code',
    characterLabel: 'Character {position:number} of {total:number}',
    mismatch: 'The final part of the personal identity code is incorrect. Please check and try again.',
  },
} satisfies BaseTranslation;

export default en_appointmentLink;
