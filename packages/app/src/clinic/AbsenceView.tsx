import { absencePeriodProblem, helsinkiIsoDate } from '@portal/domain';
import { type AbsenceDraft, AbsencePanel, type AbsenceState, useNow } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClinicCalls } from './clinicCalls';
import { clinicKeys, clinicMeQuery, professionalsQuery } from './queries';

const emptyDraft: AbsenceDraft = { startDate: null, endDate: null, substituteIds: [], note: '' };

/** The professional's absence: marked with substitutes, or ended early. */
export function AbsenceView({ calls, viewerId }: { calls: ClinicCalls; viewerId: string }) {
  const queryClient = useQueryClient();
  const today = helsinkiIsoDate(useNow());
  const me = useQuery(clinicMeQuery(calls));
  const professionals = useQuery(professionalsQuery(calls));
  const [draft, setDraft] = useState(emptyDraft);
  const [tried, setTried] = useState(false);
  const problem = absencePeriodProblem(draft.startDate ?? '', draft.endDate ?? '', today);
  const done = async () => {
    setDraft(emptyDraft);
    setTried(false);
    await queryClient.invalidateQueries({ queryKey: clinicKeys.all });
  };
  const save = useMutation({
    mutationFn: () =>
      calls.setAbsence({
        startDate: draft.startDate ?? '',
        endDate: draft.endDate ?? '',
        substituteIds: [...draft.substituteIds],
        internalMessage: draft.note.trim() === '' ? null : draft.note.trim(),
      }),
    onSuccess: done,
  });
  const end = useMutation({ mutationFn: () => calls.endAbsence(), onSuccess: done });

  const absence = me.data?.me.absences[0];
  const state: AbsenceState =
    absence === undefined
      ? { status: 'present' }
      : {
          status: 'absent',
          startDate: absence.startDate,
          endDate: absence.endDate,
          substitutes: absence.substitutes,
        };
  return (
    <AbsencePanel
      state={state}
      draft={draft}
      colleagues={(professionals.data?.professionals ?? []).filter((person) => person.id !== viewerId)}
      problem={tried ? problem : null}
      status={save.isPending || end.isPending ? 'saving' : save.isError || end.isError ? 'failed' : 'idle'}
      onDraftChange={setDraft}
      onSave={() => {
        setTried(true);
        if (problem === null) save.mutate();
      }}
      onEnd={() => end.mutate()}
    />
  );
}
