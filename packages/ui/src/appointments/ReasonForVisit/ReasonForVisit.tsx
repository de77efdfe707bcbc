import { type ReasonSaveState, reasonForVisitCounter, reasonForVisitMaxLength } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { Button } from '../../Button';
import { useWords } from '../../i18n';
import { Notice } from '../../Notice';
import { TextArea } from '../../TextArea';
import { useToast } from '../../Toast';
import { actions, page } from '../appointments.css';

export interface ReasonForVisitProps {
  /** The reason as typed. */
  value: string;
  onChange: (value: string) => void;
  /** Where saving stands. Default `'idle'`. */
  state?: ReasonSaveState;
  /** Saves the reason; offered while it is within 300 characters and not empty. */
  onSave: () => void;
}

/**
 * The reason-for-visit box (patient-area.md §2, §4, §5): up to 300 characters with the 'n / 300'
 * counter; past the limit 'Character limit exceeded' and no saving. A save shows its success as a
 * toast for 5 s, its failure above the button.
 */
export function ReasonForVisit({ value, onChange, state = 'idle', onSave }: ReasonForVisitProps) {
  const LL = useWords().ownAppointments.reason;
  const toast = useToast();
  const toasted = useRef(false);
  useEffect(() => {
    if (state !== 'success') {
      toasted.current = false;
      return;
    }
    if (toasted.current) return;
    toasted.current = true;
    toast.show({ text: LL.saved(), tone: 'success' }, 'saved');
  }, [state, toast, LL]);
  const counter = reasonForVisitCounter(value);
  const canSave = !counter.exceeded && value.trim() !== '' && state !== 'saving';
  return (
    <div className={page} data-state={state}>
      <TextArea
        label={LL.label()}
        description={LL.hint()}
        value={value}
        onChange={onChange}
        maxLength={reasonForVisitMaxLength}
        tooLongMessage={LL.tooLong()}
        countLabel={(length, max) => LL.counter({ length, max })}
        rows={4}
      />
      {state === 'failure' && <Notice tone="danger">{LL.failed()}</Notice>}
      <div className={actions}>
        <Button
          variant="secondary"
          onPress={onSave}
          isDisabled={!canSave && state !== 'saving'}
          busy={state === 'saving'}
          busyLabel={LL.saving()}
        >
          {LL.save()}
        </Button>
      </div>
    </div>
  );
}
