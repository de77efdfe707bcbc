import type { Lang } from '@portal/domain';
import { L } from '@portal/i18n';

/** The text of the SMS that carries the sign-in code. */
export const smsCodeMessage = (lang: Lang, code: string) => L[lang].messages.smsCode({ code });
