import {
  type InsurerEventType,
  insurerEventTypes,
  type PohjolaEvent,
  type PohjolaOwner,
  type PohjolaState,
  pohjolaActions,
  pohjolaOwners,
} from '@portal/domain';
import { Button } from '../../Button';
import { Card, type HeadingLevel } from '../../Card';
import { Checkbox } from '../../Checkbox';
import { useWords } from '../../i18n';
import { PhoneText } from '../../Link';
import { Notice } from '../../Notice';
import { RadioGroup } from '../../RadioGroup';
import { Spinner } from '../../Spinner';
import { Stack } from '../../Stack';

export interface PohjolaPanelProps {
  /** Where the OP insurer identification stands (the domain's machine). */
  state: PohjolaState;
  /** Called with what the person did; the page passes it to the machine. */
  onEvent: (event: PohjolaEvent) => void;
  /** Customer service phone shown when no insurance was found, e.g. "0303 0303". */
  customerServicePhone: string;
  /** The level of the panel's heading under the page's. Default `3`. */
  headingLevel?: HeadingLevel;
}

/**
 * The OP insurer (Pohjola) identification of the booking page (booking.md §4, §8): with the company
 * flow, whose insurance and, for a company's, what happened (an accident at work goes to found after
 * a notice); the consent 'I give my consent for data disclosure' that enables Verify; the check under
 * way; found, not found with the customer service phone, failed with try again, and not verified
 * with verify now. The controls are the machine's `pohjolaActions`. `data-status` carries the status.
 */
export function PohjolaPanel({ state, onEvent, customerServicePhone, headingLevel = 3 }: PohjolaPanelProps) {
  const LL = useWords().insurance.pohjola;
  const actions = pohjolaActions(state);
  const can = (action: (typeof actions)[number]) => actions.includes(action);

  function body() {
    switch (state.status) {
      case 'UNDEFINED':
        if (state.phase === 'checking') return <Spinner label={LL.checking()} showLabel />;
        if (state.phase === 'occupationalNotice') {
          return (
            <Stack space="md">
              <Notice title={LL.occupationalNotice.title()}>{LL.occupationalNotice.text()}</Notice>
              <Stack direction="row" space="sm" wrap>
                <Button onPress={() => onEvent({ type: 'acknowledgeNotice' })}>
                  {LL.occupationalNotice.continue()}
                </Button>
                <Button variant="secondary" onPress={() => onEvent({ type: 'back' })}>
                  {LL.back()}
                </Button>
              </Stack>
            </Stack>
          );
        }
        return (
          <Stack space="md">
            {can('chooseOwner') && (
              <RadioGroup<PohjolaOwner>
                label={LL.owner.label()}
                value={state.owner}
                onChange={(owner) => onEvent({ type: 'chooseOwner', owner })}
                options={pohjolaOwners.map((owner) => ({ value: owner, label: LL.owner[owner]() }))}
              />
            )}
            {can('chooseEventType') && (
              <RadioGroup<InsurerEventType>
                label={LL.eventType.label()}
                value={state.eventType}
                onChange={(eventType) => onEvent({ type: 'chooseEventType', eventType })}
                options={insurerEventTypes.map((eventType) => ({
                  value: eventType,
                  label: LL.eventType[eventType](),
                }))}
              />
            )}
            {can('setConsent') && (
              <>
                <p>{LL.intro()}</p>
                <Checkbox
                  isSelected={state.consent}
                  onChange={(consent) => onEvent({ type: 'setConsent', consent })}
                >
                  {LL.consent()}
                </Checkbox>
              </>
            )}
            <Stack direction="row" space="sm" wrap>
              {can('setConsent') && (
                <Button isDisabled={!can('verify')} onPress={() => onEvent({ type: 'verify' })}>
                  {LL.verify()}
                </Button>
              )}
              {can('back') && (
                <Button variant="secondary" onPress={() => onEvent({ type: 'back' })}>
                  {LL.back()}
                </Button>
              )}
              {can('decline') && (
                <Button variant="secondary" onPress={() => onEvent({ type: 'decline' })}>
                  {LL.decline()}
                </Button>
              )}
            </Stack>
          </Stack>
        );
      case 'FOUND': {
        const text =
          state.companyInsurance !== null
            ? LL.found.company({
                productName: state.companyInsurance.productName,
                policyId: state.companyInsurance.policyId,
              })
            : state.eventType === 'occupationalAccident'
              ? LL.found.occupational()
              : LL.found.personal();
        return (
          <Stack space="md">
            <Notice tone="success" title={LL.found.title()}>
              {text}
            </Notice>
            {state.companyInsurance !== null && state.companyInsurance.coverages.length > 0 && (
              <ul>
                {state.companyInsurance.coverages.map((coverage) => (
                  <li key={coverage.id}>
                    {[coverage.name, ...coverage.terms.map((term) => term.name)].join(', ')}
                  </li>
                ))}
              </ul>
            )}
            <div>
              <Button variant="secondary" onPress={() => onEvent({ type: 'cancelConfirmation' })}>
                {LL.found.cancel()}
              </Button>
            </div>
          </Stack>
        );
      }
      case 'NOT_FOUND':
        return (
          <Notice tone="warning" title={LL.notFound.title()}>
            <PhoneText
              phone={customerServicePhone}
              text={LL.notFound.text({ phone: customerServicePhone })}
            />
          </Notice>
        );
      case 'ERROR':
        return (
          <Stack space="md">
            <Notice tone="danger" title={LL.error.title()}>
              {LL.error.text()}
            </Notice>
            <div>
              <Button onPress={() => onEvent({ type: 'tryAgain' })}>{LL.error.tryAgain()}</Button>
            </div>
          </Stack>
        );
      case 'CANCELED':
        return (
          <Stack space="md">
            <Notice tone="warning" title={LL.canceled.title()}>
              {LL.canceled.text()}
            </Notice>
            <div>
              <Button variant="secondary" onPress={() => onEvent({ type: 'verifyNow' })}>
                {LL.canceled.verifyNow()}
              </Button>
            </div>
          </Stack>
        );
      default:
        return state satisfies never;
    }
  }

  return (
    <div data-status={state.status}>
      <Card variant="outlined" title={LL.title()} headingLevel={headingLevel}>
        {body()}
      </Card>
    </div>
  );
}
