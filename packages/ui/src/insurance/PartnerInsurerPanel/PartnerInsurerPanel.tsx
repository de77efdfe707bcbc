import {
  type DirectCompensationPermit,
  formatDate,
  helsinkiInstant,
  type PartnerInsurerEvent,
  type PartnerInsurerState,
  partnerInsurerActions,
  partnerInsurerStatus,
  toCalendarDate,
} from '@portal/domain';
import { Button } from '../../Button';
import { ButtonLink } from '../../ButtonLink';
import { Card, type HeadingLevel } from '../../Card';
import { Checkbox } from '../../Checkbox';
import { useWords } from '../../i18n';
import { Notice } from '../../Notice';
import { RadioGroup } from '../../RadioGroup';
import { Spinner } from '../../Spinner';
import { Stack } from '../../Stack';

export interface PartnerInsurerPanelProps {
  /** Where the partner insurer identification stands (the domain's machine). */
  state: PartnerInsurerState;
  /** Called with what the person did; the page passes it to the machine. */
  onEvent: (event: PartnerInsurerEvent) => void;
  /** The browser address that applies for a permit on the partner site (`applyPermitPath`). */
  applyPermitHref: string;
  /** The level of the panel's heading under the page's. Default `3`. */
  headingLevel?: HeadingLevel;
}

/** `yyyy-mm-dd` as the portal writes dates (d.M.yyyy). */
function dateOf(isoDate: string): string {
  return formatDate(helsinkiInstant(toCalendarDate(isoDate), 12));
}

/**
 * The partner insurer (LähiTapiola) identification of the booking page, one panel per state of
 * booking.md §4: the consent and Continue, the checks under way, the permits to pick from, the
 * permit in use, found without permits, and the not found, denied, canceled and error panels with
 * "try again" and "continue self-paying"; the underage note. The buttons are the machine's
 * `partnerInsurerActions`, nothing else. The panel carries the upper-case status as `data-status`.
 */
export function PartnerInsurerPanel({
  state,
  onEvent,
  applyPermitHref,
  headingLevel = 3,
}: PartnerInsurerPanelProps) {
  const LL = useWords().insurance.partner;
  const actions = partnerInsurerActions(state);
  const can = (action: (typeof actions)[number]) => actions.includes(action);

  const applyLink = (words: string) =>
    can('applyPermit') && (
      <ButtonLink href={applyPermitHref} variant="secondary">
        {words}
      </ButtonLink>
    );
  const panelButtons = (
    <Stack direction="row" space="sm" wrap>
      {can('tryAgain') && (
        <Button variant="secondary" onPress={() => onEvent({ type: 'tryAgain' })}>
          {LL.tryAgain()}
        </Button>
      )}
      {can('continueSelfPaying') && (
        <Button onPress={() => onEvent({ type: 'continueSelfPaying' })}>{LL.continueSelfPaying()}</Button>
      )}
    </Stack>
  );

  function body() {
    switch (state.step) {
      case 'underage':
        return <Notice title={LL.underage.title()}>{LL.underage.text()}</Notice>;
      case 'notAsked':
        return (
          <Stack space="md">
            <p>{LL.notAsked.text()}</p>
            <Checkbox
              isSelected={state.consent}
              onChange={(consent) => onEvent({ type: 'setConsent', consent })}
            >
              {LL.notAsked.consent()}
            </Checkbox>
            <div>
              <Button isDisabled={!can('checkPolicy')} onPress={() => onEvent({ type: 'checkPolicy' })}>
                {LL.notAsked.continue()}
              </Button>
            </div>
          </Stack>
        );
      case 'checkingPolicy':
        return <Spinner label={LL.checking()} showLabel />;
      case 'loadingPermits':
        return <Spinner label={LL.loadingPermits()} showLabel />;
      case 'withPermits':
        return state.confirmed ? (
          <Confirmed state={state} onRemove={() => onEvent({ type: 'removePermit' })} />
        ) : (
          <Stack space="md">
            <Notice tone="success" title={LL.withPermits.title()}>
              {LL.withPermits.text()}
            </Notice>
            <RadioGroup
              label={LL.withPermits.permitsLabel()}
              appearance="tile"
              value={state.selected}
              onChange={(contentHash) => onEvent({ type: 'selectPermit', contentHash })}
              options={state.permits.map((permit) => ({
                value: permit.contentHash,
                label: LL.withPermits.permit({ symptom: permit.symptom, bodyPart: permit.bodyPart }),
                description: [LL.withPermits.validTo({ date: dateOf(permit.validTo) }), permit.summary]
                  .filter(Boolean)
                  .join(' · '),
              }))}
            />
            <Stack direction="row" space="sm" wrap>
              <Button isDisabled={!can('confirmPermit')} onPress={() => onEvent({ type: 'confirmPermit' })}>
                {LL.withPermits.continue()}
              </Button>
              {applyLink(LL.withPermits.apply())}
            </Stack>
          </Stack>
        );
      case 'noPermits':
        return (
          <Stack space="md">
            <Notice title={LL.noPermits.title()}>{LL.noPermits.text()}</Notice>
            {state.continued && <p>{LL.selfPaying()}</p>}
            <Stack direction="row" space="sm" wrap>
              {applyLink(LL.noPermits.apply())}
              {can('continueWithoutPermit') && (
                <Button onPress={() => onEvent({ type: 'continueWithoutPermit' })}>
                  {LL.noPermits.continue()}
                </Button>
              )}
              {can('restart') && (
                <Button variant="secondary" onPress={() => onEvent({ type: 'restart' })}>
                  {LL.noPermits.restart()}
                </Button>
              )}
            </Stack>
          </Stack>
        );
      case 'notFound':
      case 'denied':
      case 'canceled':
      case 'error': {
        const words = LL[state.step];
        return (
          <Stack space="md">
            <Notice tone={state.step === 'error' ? 'danger' : 'warning'} title={words.title()}>
              {words.text()}
            </Notice>
            {state.selfPaying && <p>{LL.selfPaying()}</p>}
            {panelButtons}
          </Stack>
        );
      }
      default:
        return state satisfies never;
    }
  }

  return (
    <div data-status={partnerInsurerStatus(state)} data-step={state.step}>
      <Card variant="outlined" title={LL.title()} headingLevel={headingLevel}>
        {body()}
      </Card>
    </div>
  );
}

function Confirmed({
  state,
  onRemove,
}: {
  state: { readonly permits: readonly DirectCompensationPermit[]; readonly selected: string | null };
  onRemove: () => void;
}) {
  const LL = useWords().insurance.partner;
  const permit = state.permits.find((candidate) => candidate.contentHash === state.selected);
  const name =
    permit === undefined ? '' : LL.withPermits.permit({ symptom: permit.symptom, bodyPart: permit.bodyPart });
  return (
    <Stack space="md">
      <Notice tone="success" title={LL.confirmed.title()}>
        {LL.confirmed.text({ permit: name })}
      </Notice>
      <div>
        <Button variant="secondary" onPress={onRemove}>
          {LL.confirmed.remove()}
        </Button>
      </div>
    </Stack>
  );
}
