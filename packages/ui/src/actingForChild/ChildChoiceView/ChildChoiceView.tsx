import type { WardWire } from '@portal/domain';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../Button';
import { ButtonLink } from '../../ButtonLink';
import { ErrorView } from '../../ErrorView';
import { useWords } from '../../i18n';
import { Skeleton } from '../../Skeleton';
import {
  childName,
  child as childStyle,
  heading,
  children as list,
  muted,
  page,
} from '../actingForChild.css';

/** What the choice shows: the register is being asked, it failed, or its children. */
export type ChildChoiceState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error' }
  | { readonly kind: 'ready'; readonly children: readonly WardWire[] };

export interface ChildChoiceViewProps {
  state: ChildChoiceState;
  /** The identity code of the child being chosen, while the server is asked. Default: none. */
  choosing?: string | null;
  /** Acts for the child; whether the server allows it is the server's (and the domain's) to say. */
  onChoose: (personalIdentityCode: string) => void;
  /** Asks the register again after a failure. */
  onRetry?: () => void;
  /** The front page: one's own matters. */
  ownHref: string;
}

/**
 * Choosing the child to act for, after strong identification on the transaction path: the children under
 * 18 in the person's care as the population register tells, with their ages. A child of 12 or older is
 * shown with the reason they log in alone and offers nothing to press (the server would refuse it,
 * as it refuses anyone not in one's care).
 */
export function ChildChoiceView({
  state,
  choosing = null,
  onChoose,
  onRetry,
  ownHref,
}: ChildChoiceViewProps) {
  const LL = useWords().actingForChild.childChoice;
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <div className={page} data-state={state.kind}>
      <h1 ref={title} tabIndex={-1} className={heading}>
        {LL.title()}
      </h1>
      <Body state={state} choosing={choosing} onChoose={onChoose} onRetry={onRetry} />
      <div>
        <ButtonLink href={ownHref} variant="secondary">
          {LL.ownMatters()}
        </ButtonLink>
      </div>
    </div>
  );
}

function Body({ state, choosing, onChoose, onRetry }: Omit<ChildChoiceViewProps, 'ownHref'>) {
  const LL = useWords().actingForChild.childChoice;
  switch (state.kind) {
    case 'loading':
      return <Skeleton label={LL.title()} shape="blocks" count={2} />;
    case 'error':
      return (
        <ErrorView headingLevel={2} onRetry={onRetry}>
          <p>{LL.loadFailed()}</p>
        </ErrorView>
      );
    case 'ready':
      if (state.children.length === 0) return <p className={muted}>{LL.empty()}</p>;
      return (
        <>
          <p className={muted}>{LL.intro()}</p>
          <ul className={list}>
            {state.children.map((ward) => (
              <Child
                key={ward.personalIdentityCode}
                ward={ward}
                busy={choosing === ward.personalIdentityCode}
                onChoose={onChoose}
              />
            ))}
          </ul>
        </>
      );
    default:
      return state satisfies never;
  }
}

function Child({
  ward,
  busy,
  onChoose,
}: {
  ward: WardWire;
  busy: boolean;
  onChoose: (code: string) => void;
}) {
  const LL = useWords().actingForChild.childChoice;
  const about = useId();
  const name = `${ward.firstName} ${ward.lastName}`;
  return (
    <li className={childStyle} data-may-act-for={ward.mayActFor}>
      <span className={childName} id={about}>
        {ward.mayActFor ? null : <strong>{name}</strong>}
        <span>{LL.age({ age: ward.age })}</span>
        {ward.mayActFor ? null : <span className={muted}>{LL.signsInAlone()}</span>}
      </span>
      {ward.mayActFor && (
        <Button
          aria-describedby={about}
          busy={busy}
          busyLabel={LL.choosing()}
          onPress={() => onChoose(ward.personalIdentityCode)}
        >
          {name}
        </Button>
      )}
    </li>
  );
}
