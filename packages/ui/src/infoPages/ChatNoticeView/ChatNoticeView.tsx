import { brandConfig } from '@portal/domain';
import { useWords } from '../../i18n';
import { Link } from '../../Link';
import { appLinks } from '../../pageShell/PortalShell/appLinks';
import { Stack } from '../../Stack';
import { useBrand } from '../../theme/ThemeProvider';

/** The chat notice page, `pikkutsatti` (messaging-invoices-shell.md §2): the chat has moved to the mobile app. */
export function ChatNoticeView() {
  const LL = useWords();
  const words = LL.infoPages.chatNotice;
  const brand = brandConfig(useBrand() ?? 'general');
  const apps = appLinks[brand.id];
  return (
    <Stack space="lg">
      <h1>{words.title()}</h1>
      <p>{words.text({ brand: brand.displayName })}</p>
      <Stack as="ul" space="sm">
        <li>
          <Link href={apps.appStore} external newTabHint={LL.components.link.newTab()}>
            {LL.shell.footer.appStore()}
          </Link>
        </li>
        <li>
          <Link href={apps.googlePlay} external newTabHint={LL.components.link.newTab()}>
            {LL.shell.footer.googlePlay()}
          </Link>
        </li>
      </Stack>
    </Stack>
  );
}
