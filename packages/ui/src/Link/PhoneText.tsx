import { telHref } from '@portal/domain';
import { Link } from './Link';

export interface PhoneTextProps {
  /** The sentence, already translated, that names the number. */
  text: string;
  /** The number as the sentence shows it, e.g. `0303 0303`. */
  phone: string;
}

/**
 * A sentence that names a phone number, with the number as a `tel:` link: on a phone, the number in
 * an error or a notice is one tap from a call. A sentence without the number is shown as it is.
 */
export function PhoneText({ text, phone }: PhoneTextProps) {
  const at = phone === '' ? -1 : text.indexOf(phone);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <Link href={telHref(phone)}>{phone}</Link>
      {text.slice(at + phone.length)}
    </>
  );
}
