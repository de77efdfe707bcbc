import { buildPath } from '@portal/domain';
import { useLang, useWords } from '../../i18n';
import { Link } from '../../Link';

/** Any address that is no page of the service (patient-area.md §8: "Could not find current page"). */
export function NotFoundView() {
  const words = useWords().errors.notFound;
  const lang = useLang();
  return (
    <>
      <h1>{words.title()}</h1>
      <p>{words.text()}</p>
      <p>
        <Link href={buildPath('front', lang)}>{words.frontPageLink()}</Link>
      </p>
    </>
  );
}
