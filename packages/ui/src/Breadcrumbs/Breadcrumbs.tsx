import { Breadcrumbs as AriaBreadcrumbs, Breadcrumb, Link } from 'react-aria-components';
import { crumb, link, list } from './Breadcrumbs.css';

/** One step of the path to the current page. */
export interface Crumb {
  /** The page's title. */
  label: string;
  /** The page's address, built from the domain's route table. Not needed for the last, current page. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** Names the navigation for screen readers, e.g. 'Breadcrumbs'. */
  label: string;
  /** The path from the top down to the current page, which comes last. */
  items: readonly Crumb[];
}

/**
 * Where the page sits, as links up the path: react-aria's Breadcrumbs (the last item is the current page,
 * `aria-current="page"` and not a link) in a labelled navigation landmark.
 */
export function Breadcrumbs({ label, items }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <AriaBreadcrumbs className={list}>
        {items.map((item) => (
          <Breadcrumb key={`${item.href ?? ''}|${item.label}`} className={crumb}>
            <Link href={item.href} className={link}>
              {item.label}
            </Link>
          </Breadcrumb>
        ))}
      </AriaBreadcrumbs>
    </nav>
  );
}
