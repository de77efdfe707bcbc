import type { Translation } from '../i18n-types';

// Every word lives in a namespace (one per feature); the root stays empty.
const fi = {} satisfies Translation;

export default fi;
