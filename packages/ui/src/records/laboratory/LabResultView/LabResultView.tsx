import { formatDay, type LabResultAnswer, type LabTest, rangeMarking } from '@portal/domain';
import { useLang, useWords } from '../../../i18n';
import { ArrowDownIcon, ArrowUpIcon, CheckIcon } from '../../../pageShell/icons';
import { Stack } from '../../../Stack';
import { RecordDetail, type RecordDetailState } from '../../RecordDetail';
import { badge, caption, cell, detail, facts, muted, table, tableWrap, term } from '../../records.css';

/** What a day's laboratory results page shows. */
export type LabResultViewState = RecordDetailState<{ readonly answer: LabResultAnswer }>;

export interface LabResultViewProps {
  state: LabResultViewState;
  /** Back to the laboratory list. */
  backHref: string;
  onRetry: () => void;
}

type Words = ReturnType<typeof useWords>['laboratory']['result'];
// Drawn marks, not the characters ✓ ↓ ↑: a machine without a font that has them showed empty boxes.
const marks = { within: <CheckIcon />, below: <ArrowDownIcon />, above: <ArrowUpIcon />, unknown: null };

function numberText(value: number, lang: string): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'fi-FI', { maximumFractionDigits: 3 }).format(value);
}

function rangeText(test: LabTest, lang: string): string {
  const range = test.referenceRange;
  if (range === null) return '';
  const min = range.min === null ? '' : numberText(range.min, lang);
  const max = range.max === null ? '' : numberText(range.max, lang);
  if (min !== '' && max !== '') return `${min}–${max}`;
  return min !== '' ? `≥ ${min}` : `≤ ${max}`;
}

/** One test's row: its result with the prefix in words, unit, range and its place against the range. */
function TestRow({ test, words, lang }: { test: LabTest; words: Words; lang: string }) {
  const result = test.result;
  let shown: string = words.pendingTest();
  let marking: ReturnType<typeof rangeMarking> | null = null;
  if (result?.kind === 'textual') shown = result.resultText;
  if (result?.kind === 'numeral') {
    const value = numberText(result.resultNumber, lang);
    shown = result.prefix === null ? value : words.prefix[result.prefix]({ value });
    marking = rangeMarking(result.resultNumber, result.prefix, test.referenceRange);
  }
  return (
    <tr data-ready={test.isReady}>
      <th scope="row" className={cell}>
        {test.displayName}
        <br />
        <span className={muted}>{test.code}</span>
        {test.description !== null && <p className={muted}>{test.description}</p>}
      </th>
      <td className={cell}>
        {test.isReady ? shown : <span className={muted}>{shown}</span>}
        {test.additionalResult !== null && (
          <p className={muted}>{words.additional({ text: test.additionalResult })}</p>
        )}
      </td>
      <td className={cell}>{test.unit ?? ''}</td>
      <td className={cell}>{rangeText(test, lang)}</td>
      <td className={cell}>
        {marking !== null && marking !== 'unknown' && (
          <span className={badge} data-marking={marking}>
            {marks[marking]}
            {words[marking]()}
          </span>
        )}
      </td>
    </tr>
  );
}

function TestTable({
  title,
  tests,
  words,
  lang,
}: {
  title: string;
  tests: readonly LabTest[];
  words: Words;
  lang: string;
}) {
  // A table wider than a small screen scrolls; the keyboard must reach it to scroll it.
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
    <section className={tableWrap} aria-label={title} tabIndex={0}>
      <table className={table}>
        <caption className={caption}>{title}</caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {words.test()}
            </th>
            <th scope="col" className={cell}>
              {words.result()}
            </th>
            <th scope="col" className={cell}>
              {words.unit()}
            </th>
            <th scope="col" className={cell}>
              {words.referenceRange()}
            </th>
            <th scope="col" className={cell}>
              {words.assessment()}
            </th>
          </tr>
        </thead>
        <tbody>
          {tests.map((test) => (
            <TestRow key={test.id} test={test} words={words} lang={lang} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * A day's laboratory results (patient-area.md §2, §3): each package as a table of its tests, then
 * the single tests. A numeral result shows its prefix in words, its unit and reference range, and
 * whether it is within, below or above the range in words and an arrow, not by colour alone.
 */
export function LabResultView({ state, backHref, onRetry }: LabResultViewProps) {
  const words = useWords().laboratory.result;
  const lang = useLang();
  return (
    <RecordDetail
      state={state}
      loadingLabel={words.loading()}
      notFound={words.notFound()}
      backHref={backHref}
      backLabel={words.back()}
      onRetry={onRetry}
    >
      {({ answer }, back) => {
        const singles = answer.laboratoryTests.flatMap((test) => (test.type === 'single' ? [test.test] : []));
        return (
          <Stack space="lg">
            <h1>{words.title({ date: formatDay(answer.date) })}</h1>
            <dl className={facts}>
              <dt className={term}>{words.patient()}</dt>
              <dd className={detail}>{answer.fullName}</dd>
            </dl>
            {answer.laboratoryTests.map((test) =>
              test.type === 'package' ? (
                <TestTable
                  key={test.code}
                  title={test.displayName}
                  tests={test.items}
                  words={words}
                  lang={lang}
                />
              ) : null,
            )}
            {singles.length > 0 && (
              <TestTable title={words.single()} tests={singles} words={words} lang={lang} />
            )}
            {back}
          </Stack>
        );
      }}
    </RecordDetail>
  );
}
