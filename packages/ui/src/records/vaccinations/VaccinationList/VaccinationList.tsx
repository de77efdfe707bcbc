import { formatDay, pageCountOf, pageSizes, type VaccinationWire } from '@portal/domain';
import { ErrorView } from '../../../ErrorView';
import { useWords } from '../../../i18n';
import { Pagination } from '../../../Pagination';
import { Skeleton } from '../../../Skeleton';
import { Stack } from '../../../Stack';
import { cell, muted, table, tableWrap } from '../../records.css';

/** What the vaccination list shows. */
export type VaccinationListState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'loaded';
      readonly vaccinations: readonly VaccinationWire[];
      readonly page: number;
      readonly totalCount: number;
    }
  | { readonly status: 'failed'; readonly isRetrying?: boolean };

export interface VaccinationListProps {
  state: VaccinationListState;
  /** The address of a page of the list, so pages are links. */
  pageHref: (page: number) => string;
  onRetry: () => void;
}

/**
 * The vaccinations (patient-area.md §2, §9): date, vaccine, who gave it and until when it protects,
 * 25 a page, with a pager of the first, last and nearby pages (no numbers on small screens).
 */
export function VaccinationList({ state, pageHref, onRetry }: VaccinationListProps) {
  const words = useWords();
  const w = words.vaccinations;
  const pager = words.components.pagination;
  if (state.status === 'loading') return <Skeleton label={w.loading()} shape="rows" />;
  if (state.status === 'failed')
    return <ErrorView onRetry={onRetry} isRetrying={state.isRetrying ?? false} />;
  if (state.totalCount === 0) return <p className={muted}>{w.empty()}</p>;
  const pageCount = pageCountOf(state.totalCount, pageSizes.vaccinations);
  return (
    <Stack space="md">
      {/* A table wider than a small screen scrolls; the keyboard must reach it to scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: see above */}
      <section className={tableWrap} aria-label={w.title()} tabIndex={0}>
        <table className={table}>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                {w.date()}
              </th>
              <th scope="col" className={cell}>
                {w.name()}
              </th>
              <th scope="col" className={cell}>
                {w.practitioner()}
              </th>
              <th scope="col" className={cell}>
                {w.effectiveUntil()}
              </th>
            </tr>
          </thead>
          <tbody>
            {state.vaccinations.map((vaccination) => (
              <tr key={vaccination.id}>
                <td className={cell}>{formatDay(vaccination.date)}</td>
                <th scope="row" className={cell}>
                  {vaccination.name}
                </th>
                <td className={cell}>{vaccination.practitioner.name}</td>
                <td className={cell}>
                  {vaccination.effectiveUntil === null ? w.noEnd() : formatDay(vaccination.effectiveUntil)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <Pagination
        page={state.page}
        pageCount={pageCount}
        hrefOf={pageHref}
        words={{
          label: pager.label(),
          first: pager.first(),
          previous: pager.previous(),
          next: pager.next(),
          last: pager.last(),
          page: (page) => pager.page({ page }),
          pageOf: (page, count) => pager.pageOf({ page, count }),
        }}
      />
    </Stack>
  );
}
