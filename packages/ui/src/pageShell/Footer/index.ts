export { CookieSettings, type CookieSettingsProps } from './CookieSettings';
export { Footer, type FooterLink, type FooterProps } from './Footer';
