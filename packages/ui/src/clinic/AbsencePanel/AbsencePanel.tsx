import { type AbsenceProblem, formatDay } from '@portal/domain';
import { Button } from '../../Button';
import { Checkbox } from '../../Checkbox';
import { DatePicker } from '../../DatePicker';
import { useWords } from '../../i18n';
import { Notice } from '../../Notice';
import { Stack } from '../../Stack';
import { TextField } from '../../TextField';
import * as styles from '../clinic.css';

type Person = { id: string; firstName: string; lastName: string };

/** The professional's absence as it stands: none, or one that has not ended. */
export type AbsenceState =
  | { readonly status: 'present' }
  | {
      readonly status: 'absent';
      /** ISO dates, `yyyy-mm-dd`. */
      readonly startDate: string;
      readonly endDate: string;
      readonly substitutes: readonly Person[];
    };

/** The absence being written. */
export interface AbsenceDraft {
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly substituteIds: readonly string[];
  readonly note: string;
}

export interface AbsencePanelProps {
  state: AbsenceState;
  draft: AbsenceDraft;
  /** Colleagues who may stand in. */
  colleagues: readonly Person[];
  /** What is wrong with the draft, shown once saving was tried. Default: nothing. */
  problem?: AbsenceProblem | null;
  /** Whether a change is on its way or failed. Default `'idle'`. */
  status?: 'idle' | 'saving' | 'failed';
  onDraftChange: (draft: AbsenceDraft) => void;
  onSave: () => void;
  onEnd: () => void;
}

const name = (person: Person) => `${person.firstName} ${person.lastName}`.trim();

/**
 * A professional marks themselves absent, naming substitutes (messaging-invoices-shell.md §6): the
 * threads assigned to them then show in the substitutes' queue, and their patients see that the
 * assignee is absent. An absence can be ended early.
 */
export function AbsencePanel(props: AbsencePanelProps) {
  const { state, draft, colleagues, problem = null, status = 'idle' } = props;
  const words = useWords().conversations.clinic.absence;
  const saving = status === 'saving';
  const change = (part: Partial<AbsenceDraft>) => props.onDraftChange({ ...draft, ...part });
  return (
    <section className={styles.card} aria-labelledby="absence-heading" data-state={state.status}>
      <h2 id="absence-heading" className={styles.heading}>
        {words.heading()}
      </h2>
      {state.status === 'absent' ? (
        <Stack space="md">
          <p>{words.absent({ start: formatDay(state.startDate), end: formatDay(state.endDate) })}</p>
          {state.substitutes.length > 0 && (
            <p>{words.substitutesOf({ names: state.substitutes.map(name).join(', ') })}</p>
          )}
          {status === 'failed' && <Notice tone="danger">{words.failed()}</Notice>}
          <div>
            <Button variant="secondary" onPress={props.onEnd} busy={saving} busyLabel={words.saving()}>
              {words.endAbsence()}
            </Button>
          </div>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            props.onSave();
          }}
        >
          <Stack space="md">
            <p>{words.present()}</p>
            <DatePicker
              label={words.start()}
              placeholder={words.choose()}
              value={draft.startDate}
              onChange={(startDate) => change({ startDate })}
              errorMessage={problem === 'startMissing' ? words.problems.startMissing() : undefined}
              isDisabled={saving}
            />
            <DatePicker
              label={words.end()}
              placeholder={words.choose()}
              value={draft.endDate}
              onChange={(endDate) => change({ endDate })}
              errorMessage={
                problem !== null && problem !== 'startMissing' ? words.problems[problem]() : undefined
              }
              isDisabled={saving}
            />
            {colleagues.length > 0 && (
              <fieldset>
                <legend>{words.substitutes()}</legend>
                {colleagues.map((colleague) => (
                  <Checkbox
                    key={colleague.id}
                    isSelected={draft.substituteIds.includes(colleague.id)}
                    isDisabled={saving}
                    onChange={(selected) =>
                      change({
                        substituteIds: selected
                          ? [...draft.substituteIds, colleague.id]
                          : draft.substituteIds.filter((id) => id !== colleague.id),
                      })
                    }
                  >
                    {name(colleague)}
                  </Checkbox>
                ))}
              </fieldset>
            )}
            <TextField
              label={words.note()}
              value={draft.note}
              onChange={(note) => change({ note })}
              maxLength={2000}
              isDisabled={saving}
            />
            {status === 'failed' && <Notice tone="danger">{words.failed()}</Notice>}
            <div>
              <Button type="submit" busy={saving} busyLabel={words.saving()}>
                {words.save()}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </section>
  );
}
