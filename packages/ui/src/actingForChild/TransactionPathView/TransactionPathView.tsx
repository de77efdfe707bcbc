import type { TransactionPathError } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '../../ButtonLink';
import { Card } from '../../Card';
import { useWords } from '../../i18n';
import { Link } from '../../Link';
import { useToast } from '../../Toast';
import { choices, heading, muted, page } from '../actingForChild.css';

export interface TransactionPathViewProps {
  /** Strong identification, then choosing the child to act for. */
  childHref: string;
  /** Strong identification, then one's own matters. */
  ownHref: string;
  /** The address's error: its toast shows for 20 s. Default: none. */
  error?: TransactionPathError | null;
  /** The public information service about acting for another person, linked beside a refusal. */
  infoHref: string;
}

/**
 * The transaction path page (patient-area.md §2): 'My child's' (11 and younger) or 'My own' (12 and
 * older), each continuing through strong identification; a refusal (`disallowed`) or a failure
 * (`unknown`) brought back here shows its toast.
 */
export function TransactionPathView({
  childHref,
  ownHref,
  error = null,
  infoHref,
}: TransactionPathViewProps) {
  const LL = useWords().actingForChild.transactionPath;
  const toast = useToast();
  const shown = useRef<TransactionPathError | null>(null);
  useEffect(() => {
    if (error === null || shown.current === error) return;
    shown.current = error;
    toast.show({ text: LL.errors[error](), tone: 'danger' }, 'transactionPathError');
  }, [error, toast, LL]);
  return (
    <div className={page} data-error={error ?? undefined}>
      <h1 className={heading}>{LL.title()}</h1>
      <p className={muted}>{LL.intro()}</p>
      <div className={choices}>
        <Card title={LL.child.title()} footer={<ButtonLink href={childHref}>{LL.child.button()}</ButtonLink>}>
          <p>{LL.child.text()}</p>
        </Card>
        <Card title={LL.own.title()} footer={<ButtonLink href={ownHref}>{LL.own.button()}</ButtonLink>}>
          <p>{LL.own.text()}</p>
        </Card>
      </div>
      {error === 'disallowed' ? (
        <p>
          <Link href={infoHref}>{LL.infoLink()}</Link>
        </p>
      ) : null}
    </div>
  );
}
