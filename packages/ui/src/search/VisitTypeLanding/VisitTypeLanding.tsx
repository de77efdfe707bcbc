import type { CustomerType, Lang } from '@portal/domain';
import { useWords } from '../../i18n';
import { Link, PhoneText } from '../../Link';
import { Notice } from '../../Notice';
import { intro, item, itemText, itemTitle, languages, list, root, title } from './VisitTypeLanding.css';

/** One visit type the landing page offers, with the address of its appointment list. */
export interface VisitTypeChoice {
  type: CustomerType;
  /** The list page of the type, built from the route table. */
  href: string;
}

/** The same page in another language. */
export interface LanguageChoice {
  lang: Lang;
  href: string;
}

export interface VisitTypeLandingProps {
  /** The visit types to offer, in order; the brand and the feature flags decide which (domain `landingVisitTypes`). */
  visitTypes: readonly VisitTypeChoice[];
  /** The landing page in the other two languages. */
  languageLinks: readonly LanguageChoice[];
  /** The brand's customer service number, told with the notice of the brands' merger. */
  customerServicePhone: string;
}

/**
 * The landing page of booking (booking.md §2 item 1): one card per visit type, each leading to its
 * appointment list, the notice of the brands' merger (§9), and links to the page in the other languages.
 */
export function VisitTypeLanding({ visitTypes, languageLinks, customerServicePhone }: VisitTypeLandingProps) {
  const LL = useWords();
  const words = LL.search.landing;
  return (
    <div className={root}>
      <h1 className={title}>{words.title()}</h1>
      <p className={intro}>{words.intro()}</p>
      <ul className={list}>
        {visitTypes.map(({ type, href }) => (
          <li key={type} className={item} data-visit-type={type}>
            <h2 className={itemTitle}>
              <Link href={href} variant="standalone">
                {words.visitTypes[type].title()}
              </Link>
            </h2>
            <p className={itemText}>{words.visitTypes[type].text()}</p>
          </li>
        ))}
      </ul>
      <Notice tone="info">
        <p>
          <PhoneText phone={customerServicePhone} text={words.merger({ phone: customerServicePhone })} />
        </p>
      </Notice>
      <nav aria-label={words.languages()}>
        <ul className={languages}>
          {languageLinks.map(({ lang, href }) => (
            <li key={lang} lang={lang}>
              <Link href={href} hrefLang={lang}>
                {LL.shell.languagePicker[lang]()}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
