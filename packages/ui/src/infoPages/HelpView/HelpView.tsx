import { brandConfig } from '@portal/domain';
import { useWords } from '../../i18n';
import { Link } from '../../Link';
import { Stack } from '../../Stack';
import { useBrand } from '../../theme/ThemeProvider';

export interface HelpViewProps {
  /**
   * The SMS identification entry, shown only while the mfa feature is on (messaging-invoices-shell.md
   * §6): `null` leaves it out; `link` leads to its settings, `null` when that page is not built.
   */
  sms: { link: string | null } | null;
}

/** The help page, `/fi/ohjeita` (messaging-invoices-shell.md §2): answers to the common questions. */
export function HelpView({ sms }: HelpViewProps) {
  const words = useWords().infoPages.help;
  const brand = brandConfig(useBrand() ?? 'general');
  const phone = brand.customerServicePhone;
  const sections = [
    ['signIn', words.signIn.heading(), words.signIn.text()],
    ['booking', words.booking.heading(), words.booking.text({ hours: brand.cancellationDeadlineHours })],
    ['child', words.child.heading(), words.child.text()],
    ['invoices', words.invoices.heading(), words.invoices.text()],
    ['technical', words.technical.heading(), words.technical.text()],
  ] as const;
  return (
    <Stack space="lg">
      <h1>{words.title()}</h1>
      <p>{words.lead({ phone })}</p>
      {sections.slice(0, 1).map(([id, heading, text]) => (
        <Section key={id} id={id} heading={heading} text={text} />
      ))}
      {sms !== null && (
        <section aria-labelledby="help-sms" data-section="sms">
          <Stack space="sm">
            <h2 id="help-sms">{words.sms.heading()}</h2>
            <p>{words.sms.text()}</p>
            {sms.link !== null && (
              <p>
                <Link href={sms.link}>{words.sms.link()}</Link>
              </p>
            )}
          </Stack>
        </section>
      )}
      {sections.slice(1).map(([id, heading, text]) => (
        <Section key={id} id={id} heading={heading} text={text} />
      ))}
    </Stack>
  );
}

function Section({ id, heading, text }: { id: string; heading: string; text: string }) {
  return (
    <section aria-labelledby={`help-${id}`} data-section={id}>
      <Stack space="sm">
        <h2 id={`help-${id}`}>{heading}</h2>
        <p>{text}</p>
      </Stack>
    </section>
  );
}
