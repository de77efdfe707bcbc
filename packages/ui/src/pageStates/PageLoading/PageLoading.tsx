import { useWords } from '../../i18n';

/** Said while a page's code or data loads, or while the session is read before the first page. */
export function PageLoading() {
  return <p role="status">{useWords().shell.header.loading()}</p>;
}
