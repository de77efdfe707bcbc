import { brandConfig, buildPath, otherLanguages, type PageId, switchLanguage } from '@portal/domain';
import type { ReactNode } from 'react';
import { useLang, useWords } from '../../i18n';
import { useBrand } from '../../theme/ThemeProvider';
import { Header } from '../Header';
import { LanguagePicker } from '../LanguagePicker';
import { Logo } from '../Logo';
import { UserMenu } from '../UserMenu';

export interface ExampleHeaderProps {
  /** Maija signed in (user menu, help) or a visitor (log-in link). */
  signedIn: boolean;
  /** The page shown, for the language links and the log-in return. */
  page: PageId;
  /** The page's title. */
  title: string;
  /** The side navigation, when the page has a menu. */
  menu?: ReactNode;
  onLogout?: () => void;
}

/** The header of a page put together the way the app does it. For the shell's stories only. */
export function ExampleHeader({ signedIn, page, title, menu, onLogout = () => {} }: ExampleHeaderProps) {
  const LL = useWords();
  const lang = useLang();
  const brand = brandConfig(useBrand() ?? 'general');
  const here = buildPath(page as 'front', lang);
  return (
    <Header
      logo={<Logo name={brand.displayName} proportion={brand.headerImageProportion} />}
      home={{ href: buildPath('front', lang), label: LL.shell.header.homeLink({ brand: brand.displayName }) }}
      title={title}
      navigation={
        menu === undefined
          ? undefined
          : { openLabel: LL.shell.header.openMenu(), closeLabel: LL.shell.header.closeMenu(), children: menu }
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
            onLogout={onLogout}
          />
        ) : (
          <a href={buildPath('login', lang, undefined, { next: here })}>{LL.shell.login.button()}</a>
        )
      }
    />
  );
}
