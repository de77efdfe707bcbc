import { type BrandConfig, buildPath, eulaPath, telHref } from '@portal/domain';
import { useLang, useWords } from '../../i18n';
import { Footer } from '../Footer';
import { Logo } from '../Logo';
import { appLinks } from './appLinks';

export interface PortalFooterProps {
  brand: BrandConfig;
  /** The terms page is built: its link shows. Default `false`. */
  terms?: boolean;
  /** The accessibility statement is built: its link shows. Default `false`. */
  accessibility?: boolean;
}

/** The footer: the brand's customer service, its apps, terms, accessibility statement and cookie settings. */
export function PortalFooter({ brand, terms = false, accessibility = false }: PortalFooterProps) {
  const LL = useWords();
  const lang = useLang();
  const apps = appLinks[brand.id];
  return (
    <Footer
      logo={<Logo name={brand.displayName} proportion={brand.headerImageProportion} />}
      customerService={{
        href: telHref(brand.customerServicePhone),
        label: LL.shell.footer.customerService({ phone: brand.customerServicePhone }),
      }}
      appsLabel={LL.shell.footer.apps({ brand: brand.displayName })}
      apps={[
        { href: apps.appStore, label: LL.shell.footer.appStore() },
        { href: apps.googlePlay, label: LL.shell.footer.googlePlay() },
      ]}
      // The children's brand has its terms in Finnish only: `eulaPath` knows.
      terms={terms ? { href: eulaPath(brand, lang), label: LL.shell.footer.terms() } : undefined}
      accessibility={
        accessibility
          ? { href: buildPath('accessibility', lang), label: LL.shell.footer.accessibility() }
          : undefined
      }
      cookies={{
        label: LL.shell.footer.cookieSettings(),
        title: LL.shell.cookies.title(),
        text: LL.shell.cookies.text(),
        closeLabel: LL.shell.cookies.close(),
      }}
    />
  );
}
