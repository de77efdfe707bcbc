import type { BaseTranslation } from '../i18n-types';

// Every word lives in a namespace (one per feature); the root stays empty.
const en = {} satisfies BaseTranslation;

export default en;
