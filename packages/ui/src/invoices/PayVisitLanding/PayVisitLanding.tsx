import { ButtonLink } from '../../ButtonLink';
import { Card } from '../../Card';
import { useWords } from '../../i18n';
import { type LanguageLink, LanguagePicker } from '../../pageShell/LanguagePicker';
import { Stack } from '../../Stack';
import * as styles from './PayVisitLanding.css';

/** A brand to pay at: its name and the address that starts strong identification there. */
export interface PayAtBrand {
  /** The brand's display name, e.g. "Pikkujätti". */
  name: string;
  /** Where paying starts at that brand. */
  href: string;
}

export interface PayVisitLandingProps {
  /** Paying one's own visit, at each brand. */
  ownVisit: readonly PayAtBrand[];
  /** Paying a child's visit, at the children's brand, after the guardian's strong identification. */
  childVisit: PayAtBrand;
  /** The page in the other languages. */
  languages: readonly LanguageLink[];
}

/**
 * The pay-visit landing (messaging-invoices-shell.md §2): an anonymous language-select page without
 * menu or footer, with links to pay one's own remote visit at each brand and a child's visit
 * through national strong identification.
 */
export function PayVisitLanding({ ownVisit, childVisit, languages }: PayVisitLandingProps) {
  const words = useWords().invoices.payVisit;
  return (
    <Stack space="lg">
      <h1>{words.title()}</h1>
      <p className={styles.text}>{words.intro()}</p>
      <LanguagePicker label={words.languages()} links={languages} />
      <div className={styles.cards}>
        <Card
          title={words.own.title()}
          variant="brand"
          footer={
            <div className={styles.links}>
              {ownVisit.map((brand) => (
                <ButtonLink key={brand.name} href={brand.href}>
                  {words.own.link({ brand: brand.name })}
                </ButtonLink>
              ))}
            </div>
          }
        >
          <p className={styles.text}>{words.own.text()}</p>
        </Card>
        <Card
          title={words.child.title()}
          variant="brand"
          footer={
            <ButtonLink href={childVisit.href}>{words.child.link({ brand: childVisit.name })}</ButtonLink>
          }
        >
          <p className={styles.text}>{words.child.text()}</p>
        </Card>
      </div>
    </Stack>
  );
}
