import { brandConfig, buildPath, eulaPath, type PageId, telHref } from '@portal/domain';
import type { ReactNode } from 'react';
import { useLang, useWords } from '../../i18n';
import { ToastProvider } from '../../Toast';
import { useBrand } from '../../theme/ThemeProvider';
import { Footer } from '../Footer';
import { Logo } from '../Logo';
import { PageFrame } from '../PageFrame';
import { SessionWarning } from '../SessionWarning';
import { SideNavigation } from '../SideNavigation';
import { ExampleHeader } from './ExampleHeader';
import { useExampleNavigation } from './exampleNavigation';

/** What a shell story varies. */
export interface ExampleShellProps {
  /** Maija signed in (menu, user menu, help) or a visitor (log-in link). */
  signedIn: boolean;
  /** The page shown, for the title, the current menu entry and the language links. */
  page: PageId;
  /** The page's title, in the header and as its `h1`. */
  title: string;
  /** Seconds the session warning says; none when absent. */
  warningSeconds?: number;
  /** A page of the sign-in flow: no menu, no footer. */
  bare?: boolean;
  /** The page's content under its heading. */
  children?: ReactNode;
}

/**
 * A whole page in the shell, put together the way the app does it, with the domain's menu rule for an
 * occupational customer of the story's brand and Maija's unread message. For the shell's stories only.
 */
export function ExampleShell({
  signedIn,
  page,
  title,
  warningSeconds,
  bare = false,
  children,
}: ExampleShellProps) {
  const LL = useWords();
  const lang = useLang();
  const brand = brandConfig(useBrand() ?? 'general');
  const _here = buildPath(page as 'front', lang);
  const groups = useExampleNavigation({ page });
  const navigation = signedIn && !bare ? groups : undefined;
  const logo = <Logo name={brand.displayName} proportion={brand.headerImageProportion} />;

  const menuElement = navigation && (
    <SideNavigation label={LL.shell.navigation.label()} groups={navigation} />
  );
  return (
    <ToastProvider label={LL.shell.sessionWarning.regionLabel()}>
      <PageFrame
        skipToContentLabel={LL.shell.header.skipToContent()}
        header={
          <ExampleHeader signedIn={signedIn} page={page} title={title} menu={menuElement || undefined} />
        }
        navigation={menuElement}
        footer={
          bare ? undefined : (
            <Footer
              logo={logo}
              customerService={{
                href: telHref(brand.customerServicePhone),
                label: LL.shell.footer.customerService({ phone: brand.customerServicePhone }),
              }}
              appsLabel={LL.shell.footer.apps({ brand: brand.displayName })}
              apps={[
                { href: 'https://apps.apple.com/fi/', label: LL.shell.footer.appStore() },
                { href: 'https://play.google.com/store/apps', label: LL.shell.footer.googlePlay() },
              ]}
              terms={{ href: eulaPath(brand, lang), label: LL.shell.footer.terms() }}
              cookies={{
                label: LL.shell.footer.cookieSettings(),
                title: LL.shell.cookies.title(),
                text: LL.shell.cookies.text(),
                closeLabel: LL.shell.cookies.close(),
              }}
            />
          )
        }
        notifications={
          <SessionWarning
            message={
              warningSeconds === undefined ? null : LL.shell.sessionWarning.text({ n: warningSeconds })
            }
          />
        }
      >
        <h1>{title}</h1>
        {children}
      </PageFrame>
    </ToastProvider>
  );
}
