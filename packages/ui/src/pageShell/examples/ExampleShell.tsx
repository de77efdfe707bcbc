import {
  brandConfig,
  buildPath,
  defaultFeatures,
  eulaPath,
  type MenuGroup,
  menuFor,
  otherLanguages,
  type PageId,
  switchLanguage,
  telHref,
} from '@portal/domain';
import { i18nObject, type TranslationFunctions } from '@portal/i18n';
import type { ReactNode } from 'react';
import { useLang, useWords } from '../../i18n';
import { useBrand } from '../../theme/ThemeProvider';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { LanguagePicker } from '../LanguagePicker';
import { Logo } from '../Logo';
import { PageFrame } from '../PageFrame';
import { SessionWarning } from '../SessionWarning';
import { type NavigationGroup, SideNavigation } from '../SideNavigation';
import { UserMenu } from '../UserMenu';

type ItemWord = Exclude<
  keyof TranslationFunctions['shell']['navigation']['items'],
  'myInformation' | 'logout'
>;

const itemWords: readonly string[] = Object.keys(i18nObject('en').shell.navigation.items);

function isItemWord(id: string): id is ItemWord {
  return itemWords.includes(id) && id !== 'myInformation' && id !== 'logout';
}

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
  const here = buildPath(page as 'front', lang);
  const menu = menuFor(brand, {
    features: defaultFeatures(brand.id),
    hasOccupationalCare: true,
    isSicknessFundMember: false,
  });
  const navigation = signedIn && !bare ? toGroups(menu) : undefined;
  const logo = <Logo name={brand.displayName} proportion={brand.headerImageProportion} />;

  function itemLabel(id: PageId): string {
    const words = LL.shell.navigation.items;
    if (id === 'myInformation') return words.myInformation({ firstName: 'Maija', lastName: 'Virtanen' });
    return isItemWord(id) ? words[id]() : id;
  }

  function toGroups(groups: readonly MenuGroup[]): NavigationGroup[] {
    return groups.map((group) => ({
      id: group.id,
      label: group.id === 'home' ? undefined : LL.shell.navigation.groups[group.id](),
      items: group.items.map((item) =>
        item.id === 'logout'
          ? {
              kind: 'action',
              id: item.id,
              label: LL.shell.navigation.items.logout(),
              onPress: () => {},
              mobileOnly: true,
            }
          : {
              kind: 'link',
              id: item.id,
              label: itemLabel(item.id),
              href: buildPath(item.id as 'front', lang),
              current: item.id === page,
              badge:
                item.id === 'conversations'
                  ? { count: 1, label: LL.shell.navigation.unread({ count: 1 }) }
                  : undefined,
            },
      ),
    }));
  }

  const menuElement = navigation && (
    <SideNavigation label={LL.shell.navigation.label()} groups={navigation} />
  );
  return (
    <PageFrame
      skipToContentLabel={LL.shell.header.skipToContent()}
      header={
        <Header
          logo={logo}
          home={{
            href: buildPath('front', lang),
            label: LL.shell.header.homeLink({ brand: brand.displayName }),
          }}
          title={title}
          navigation={
            menuElement && {
              openLabel: LL.shell.header.openMenu(),
              closeLabel: LL.shell.header.closeMenu(),
              children: menuElement,
            }
          }
          languages={
            <LanguagePicker
              label={LL.shell.languagePicker.label()}
              links={otherLanguages(lang).map((other) => ({
                lang: other,
                href: switchLanguage(here, other),
                label: LL.shell.languagePicker[other](),
              }))}
            />
          }
          help={
            signedIn && lang === 'fi'
              ? { href: buildPath('help', 'fi'), label: LL.shell.header.help() }
              : undefined
          }
          account={
            signedIn ? (
              <UserMenu
                name="Maija Virtanen"
                myInformation={{
                  label: LL.shell.userMenu.myInformation(),
                  href: buildPath('myInformation', lang),
                }}
                logoutLabel={LL.shell.logout.button()}
                onLogout={() => {}}
              />
            ) : (
              <a href={buildPath('login', lang, undefined, { next: here })}>{LL.shell.login.button()}</a>
            )
          }
        />
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
          message={warningSeconds === undefined ? null : LL.shell.sessionWarning.text({ n: warningSeconds })}
          regionLabel={LL.shell.sessionWarning.regionLabel()}
          dismissLabel={LL.shell.sessionWarning.dismiss()}
        />
      }
    >
      <h1>{title}</h1>
      {children}
    </PageFrame>
  );
}
