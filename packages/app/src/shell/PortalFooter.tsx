import { eulaPath, telHref } from '@portal/domain';
import { Footer, Logo } from '@portal/ui';
import { useI18n } from '../i18n/I18nProvider';
import { usePortal } from '../router/PortalContext';
import { appLinks } from './appLinks';

/** The footer: the brand's customer service, its apps, terms and cookie settings. */
export function PortalFooter() {
  const LL = useI18n();
  const { lang, brand } = usePortal();
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
      terms={{ href: eulaPath(brand, lang), label: LL.shell.footer.terms() }}
      cookies={{
        label: LL.shell.footer.cookieSettings(),
        title: LL.shell.cookies.title(),
        text: LL.shell.cookies.text(),
        closeLabel: LL.shell.cookies.close(),
      }}
    />
  );
}
