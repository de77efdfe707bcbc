import type { ComponentType } from 'react';
import { lazyPage } from '../../router/lazyPage';
import type { ShownPage } from '../../router/resolvePage';

/** The conversation pages: the list, one conversation and a new message. */
export const conversationPages: Partial<Record<ShownPage, ComponentType>> = {
  conversations: lazyPage(
    () => import('./ConversationsPage'),
    (module) => module.ConversationsPage,
  ),
  conversation: lazyPage(
    () => import('./ConversationPage'),
    (module) => module.ConversationPage,
  ),
  newConversation: lazyPage(
    () => import('./NewConversationPage'),
    (module) => module.NewConversationPage,
  ),
};
