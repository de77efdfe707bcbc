import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { PhoneIcon } from '../icons';
import { CookieSettings, type CookieSettingsProps } from './CookieSettings';
import * as styles from './Footer.css';

/** A link of the footer. */
export interface FooterLink {
  href: string;
  label: string;
}

export interface FooterProps {
  /** The brand mark (`Logo`). */
  logo: ReactNode;
  /** Customer service: the words with the number, and its `tel:` address. */
  customerService: FooterLink;
  /** A caption over the app links, e.g. "Get the Aava app". */
  appsLabel: string;
  /** Links to the app in the stores. */
  apps: readonly FooterLink[];
  /** The terms of use page; left out while that page does not exist. */
  terms?: FooterLink;
  /** The accessibility statement; left out while that page does not exist. */
  accessibility?: FooterLink;
  /** The cookie settings button and its dialog. */
  cookies: CookieSettingsProps;
}

/** The footer landmark: customer service, the apps, the logo, terms, accessibility and cookie settings. */
export function Footer({
  logo,
  customerService,
  appsLabel,
  apps,
  terms,
  accessibility,
  cookies,
}: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <div className={styles.brand}>
          {logo}
          <a className={styles.phone} href={customerService.href}>
            <PhoneIcon />
            {customerService.label}
          </a>
        </div>
        <div className={styles.apps}>
          <p className={styles.caption}>{appsLabel}</p>
          <ul className={styles.list}>
            {apps.map((app) => (
              <li key={app.href}>
                <a className={styles.storeLink} href={app.href}>
                  {app.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.legal}>
        {terms !== undefined && (
          <Link className={styles.legalLink} href={terms.href}>
            {terms.label}
          </Link>
        )}
        {accessibility !== undefined && (
          <Link className={styles.legalLink} href={accessibility.href}>
            {accessibility.label}
          </Link>
        )}
        <CookieSettings {...cookies} />
      </div>
    </footer>
  );
}
