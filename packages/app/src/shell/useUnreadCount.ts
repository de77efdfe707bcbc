import { messagingPollMs } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';

/**
 * The unread conversations for the menu's messages entry, read only when the menu shows it and
 * polled with the list. The messaging client loads with the first read, so pages without the menu
 * entry (and the public pages) never carry it.
 */
export function useUnreadCount(enabled: boolean, csrfToken: string | null): number | undefined {
  const read = useQuery({
    queryKey: ['messaging', 'unread'],
    queryFn: async ({ signal }) => {
      const { messagingCalls } = await import('../pages/conversations/messagingCalls');
      return (await messagingCalls(csrfToken ?? '').unreadCount(signal)).unreadCount;
    },
    enabled: enabled && csrfToken !== null,
    refetchInterval: (query) => (query.state.status === 'error' ? false : messagingPollMs),
    retry: false,
  });
  return enabled ? read.data : undefined;
}
