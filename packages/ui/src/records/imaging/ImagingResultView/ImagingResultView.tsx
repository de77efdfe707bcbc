import { formatDay, type ImagingResultAnswer } from '@portal/domain';
import { Card } from '../../../Card';
import { useWords } from '../../../i18n';
import { Stack } from '../../../Stack';
import { RecordDetail, type RecordDetailState } from '../../RecordDetail';
import { statement } from '../../records.css';

/** What an imaging result page shows. */
export type ImagingResultViewState = RecordDetailState<{ readonly answer: ImagingResultAnswer }>;

export interface ImagingResultViewProps {
  state: ImagingResultViewState;
  backHref: string;
  onRetry: () => void;
}

/** The imaging results of a day (patient-area.md §2, §3): each examination with its statement text. */
export function ImagingResultView({ state, backHref, onRetry }: ImagingResultViewProps) {
  const words = useWords().imaging.result;
  return (
    <RecordDetail
      state={state}
      loadingLabel={words.loading()}
      notFound={words.notFound()}
      backHref={backHref}
      backLabel={words.back()}
      onRetry={onRetry}
    >
      {({ answer }, back) => (
        <Stack space="lg">
          <h1>{words.title({ date: formatDay(answer.imagingDate) })}</h1>
          {answer.results.map((result) => (
            <Card key={result.id} title={result.examinationName}>
              <h3>{words.statement()}</h3>
              <p className={statement} lang="fi">
                {result.statementText}
              </p>
            </Card>
          ))}
          {back}
        </Stack>
      )}
    </RecordDetail>
  );
}
