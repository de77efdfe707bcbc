import { type Lang, partnerInsurerPhoneHours, telHref } from '@portal/domain';
import { useId } from 'react';
import { ButtonLink } from '../../ButtonLink';
import { Card } from '../../Card';
import { useLang, useWords } from '../../i18n';
import { Link } from '../../Link';
import { Notice } from '../../Notice';
import { type LanguageLink, LanguagePicker } from '../../pageShell/LanguagePicker';
import { Stack } from '../../Stack';
import * as styles from './InsurerPartnerLanding.css';

/** A brand to book at: its name and the address that starts the booking there. */
export interface BrandBooking {
  /** The brand's display name, e.g. "Pikkujätti". */
  name: string;
  /** Where booking starts at that brand. */
  href: string;
}

export interface InsurerPartnerLandingProps {
  /** Booking for a minor at the children's brand (the guardian signs in strongly). */
  childBooking: BrandBooking;
  /** Booking for yourself at the general brand. */
  selfBooking: BrandBooking;
  /** The general brand's phone booking number, e.g. "0303 0303". */
  phone: string;
  /** The page in the other languages. */
  languages: readonly LanguageLink[];
}

/** `HH:mm` as the page language writes an hour: 7, 8.30 (fi, sv) or 8:30 (en). */
function hourOf(time: string, lang: Lang): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  const hour = String(Number(hours));
  if (minutes === '00') return hour;
  return `${hour}${lang === 'en' ? ':' : '.'}${minutes}`;
}

/**
 * The landing page of the partner insurer's customers (booking.md §2 item 4): the notice of the
 * granted direct-billing permit, a card to book for a minor at the children's brand, a card to
 * book for yourself at the general brand, the info box about children at the general brand with
 * the phone booking number and hours (booking.md §9), and the language switcher.
 */
export function InsurerPartnerLanding({
  childBooking,
  selfBooking,
  phone,
  languages,
}: InsurerPartnerLandingProps) {
  const LL = useWords().insurance.landing;
  const lang = useLang();
  const hoursId = useId();
  const hours = partnerInsurerPhoneHours;
  const span = (day: { opens: string; closes: string }) => ({
    opens: hourOf(day.opens, lang),
    closes: hourOf(day.closes, lang),
  });
  return (
    <Stack space="lg">
      <h1>{LL.title()}</h1>
      <Notice tone="success" title={LL.granted.title()}>
        {LL.granted.text()}
      </Notice>
      <div className={styles.cards}>
        <Card
          title={LL.child.title()}
          variant="brand"
          footer={
            <ButtonLink href={childBooking.href}>{LL.child.link({ brand: childBooking.name })}</ButtonLink>
          }
        >
          <p className={styles.text}>{LL.child.text({ brand: childBooking.name })}</p>
        </Card>
        <Card
          title={LL.self.title()}
          variant="brand"
          footer={
            <ButtonLink href={selfBooking.href}>{LL.self.link({ brand: selfBooking.name })}</ButtonLink>
          }
        >
          <p className={styles.text}>{LL.self.text({ brand: selfBooking.name })}</p>
        </Card>
      </div>
      <Card title={LL.info.title({ brand: selfBooking.name })} variant="outlined">
        <p className={styles.text}>{LL.info.text({ brand: selfBooking.name })}</p>
        <p className={styles.text}>
          <Link href={telHref(phone)} variant="standalone">
            {LL.info.call({ phone })}
          </Link>
        </p>
        <div>
          <p id={hoursId} className={styles.text}>
            {LL.info.hoursLabel()}
          </p>
          <ul aria-labelledby={hoursId} className={styles.hours}>
            <li>{LL.info.weekdays(span(hours.weekdays))}</li>
            <li>{LL.info.saturday(span(hours.saturday))}</li>
            <li>{LL.info.sunday(span(hours.sunday))}</li>
          </ul>
        </div>
      </Card>
      <LanguagePicker label={LL.languages()} links={languages} />
    </Stack>
  );
}
