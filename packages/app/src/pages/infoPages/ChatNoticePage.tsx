import { loadPageWords } from '@portal/i18n/lazy';
import { ChatNoticeView, NotFoundView } from '@portal/ui';
import { use } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { usePortal } from '../../router/PortalContext';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

/** `/{lang}/pikkutsatti`: the chat has moved to the app; without the pikkutsatti feature there is no such page. */
export function ChatNoticePage() {
  const { lang, session } = usePortal();
  use(loadPageWords(lang, 'infoPages'));
  const LL = useI18n();
  const on = session.features.includes('pikkutsatti');
  useDocumentTitle(on ? LL.infoPages.chatNotice.title() : LL.errors.notFound.title());
  return on ? <ChatNoticeView /> : <NotFoundView />;
}
