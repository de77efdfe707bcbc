import { defaultLang, isLang, type Lang } from '@portal/domain';

/** The language an address names in its first segment, Finnish when it names none. */
export function languageOf(pathname: string): Lang {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : defaultLang;
}
