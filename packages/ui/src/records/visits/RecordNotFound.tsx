import { ButtonLink } from '../../ButtonLink';
import { heading, muted, page } from './visits.css';

/** A record page's not-found state: its heading, why, and the way back to the list. */
export function RecordNotFound({
  title,
  text,
  backHref,
  backLabel,
}: {
  title: string;
  text: string;
  backHref: string;
  backLabel: string;
}) {
  return (
    <div className={page} data-state="not-found">
      <h1 className={heading}>{title}</h1>
      <p className={muted}>{text}</p>
      <div>
        <ButtonLink href={backHref}>{backLabel}</ButtonLink>
      </div>
    </div>
  );
}
