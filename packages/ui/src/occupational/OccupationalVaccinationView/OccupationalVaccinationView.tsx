import { choices, heading, page } from '../../actingForChild/actingForChild.css';
import { Button } from '../../Button';
import { ButtonLink } from '../../ButtonLink';
import { ErrorView } from '../../ErrorView';
import { useWords } from '../../i18n';
import { Link } from '../../Link';
import { Skeleton } from '../../Skeleton';

/** What the occupational vaccination page shows (the domain's `occupationalVaccinationView`, and loading). */
export type OccupationalVaccinationState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loadFailed'; readonly onRetry: () => void }
  | { readonly kind: 'signIn'; readonly signInHref: string }
  | { readonly kind: 'noContract' }
  | { readonly kind: 'notIncluded' }
  | { readonly kind: 'selection'; readonly influenzaHref: string };

export interface OccupationalVaccinationViewProps {
  state: OccupationalVaccinationState;
  /** The number the vaccination texts give. */
  customerServicePhone: string;
  /** The Go Back control of the error views. */
  onGoBack: () => void;
}

/**
 * The occupational health vaccination page (patient-area.md §2): identify first; no contract ('Sorry!');
 * a contract without vaccinations; or the choice, whose influenza button leads to the occupational
 * search for the brand's influenza specialties.
 */
export function OccupationalVaccinationView({
  state,
  customerServicePhone,
  onGoBack,
}: OccupationalVaccinationViewProps) {
  const LL = useWords().occupationalVaccination;
  const phone = <Link href={`tel:${customerServicePhone.replaceAll(' ', '')}`}>{customerServicePhone}</Link>;
  const goBack = (
    <div>
      <Button variant="secondary" onPress={onGoBack}>
        {LL.goBack()}
      </Button>
    </div>
  );
  switch (state.kind) {
    case 'loading':
      return <Skeleton label={LL.title()} shape="blocks" count={2} />;
    case 'loadFailed':
      return (
        <ErrorView headingLevel={1} onRetry={state.onRetry}>
          <p>{LL.loadFailed()}</p>
        </ErrorView>
      );
    case 'signIn':
      return (
        <div className={page} data-state="signIn">
          <h1 className={heading}>{LL.signIn.title()}</h1>
          <p>{LL.signIn.intro()}</p>
          <div>
            <ButtonLink href={state.signInHref}>{LL.signIn.button()}</ButtonLink>
          </div>
        </div>
      );
    case 'noContract':
    case 'notIncluded':
      return (
        <div className={page} data-state={state.kind}>
          <h1 className={heading}>{LL[state.kind].title()}</h1>
          <p>
            {LL[state.kind].text()} {phone}
          </p>
          {goBack}
        </div>
      );
    case 'selection':
      return (
        <div className={page} data-state="selection">
          <h1 className={heading}>{LL.title()}</h1>
          <p>{LL.intro()}</p>
          <div className={choices}>
            <ButtonLink href={state.influenzaHref}>{LL.influenza()}</ButtonLink>
          </div>
        </div>
      );
    default:
      return state satisfies never;
  }
}
