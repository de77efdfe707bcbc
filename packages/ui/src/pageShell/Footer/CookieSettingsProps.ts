export interface CookieSettingsProps {
  /** Words of the footer button, e.g. "Cookie settings". */
  label: string;
  /** The dialog's title. */
  title: string;
  /** What cookies the service uses and why. */
  text: string;
  /** Words of the button that closes the dialog. */
  closeLabel: string;
}
