import type { Lang } from '@portal/domain';
import * as styles from './LanguagePicker.css';

/** One other language the page can be read in. */
export interface LanguageLink {
  /** The language of the page the link leads to. */
  lang: Lang;
  /** The same page in that language, with its parameters and query. */
  href: string;
  /** The language named in itself ("Suomeksi", "På svenska"), so a reader finds their own. */
  label: string;
}

export interface LanguagePickerProps {
  /** Name of the navigation landmark, e.g. "Choose language". */
  label: string;
  /** The other languages, in the order shown (the page language itself is not listed). */
  links: readonly LanguageLink[];
}

/**
 * Links to the same page in the other languages. Plain links on purpose: the language switch loads
 * the page anew (messaging-invoices-shell.md §2), and each link says its language with `lang` and
 * `hrefLang`, so a screen reader pronounces "Suomeksi" in Finnish.
 */
export function LanguagePicker({ label, links }: LanguagePickerProps) {
  return (
    <nav aria-label={label} className={styles.picker}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.lang}>
            <a className={styles.link} href={link.href} lang={link.lang} hrefLang={link.lang}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
