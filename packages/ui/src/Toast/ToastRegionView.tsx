import {
  UNSTABLE_Toast as AriaToast,
  Button,
  Text,
  UNSTABLE_ToastContent as ToastContent,
  type UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { Button as PortalButton } from '../Button';
import { ThemeScope } from '../theme/ThemeProvider';
import type { ToastMessage } from './message';
import { close, closeIcon, content, region, title as titleStyle, toast as toastStyle } from './Toast.css';

export interface ToastRegionViewProps {
  readonly queue: ToastQueue<ToastMessage>;
  readonly label: string | undefined;
}

/**
 * The toasts of a `ToastProvider` at the bottom of the screen: react-aria's toast region (a landmark,
 * F6 to reach it, timers that pause on hover and focus, focus kept when a toast closes). Its code
 * loads when the page shows its first toast.
 */
export function ToastRegionView({ queue, label }: ToastRegionViewProps) {
  return (
    <ToastRegion queue={queue} aria-label={label} className={region}>
      {({ toast }) => (
        <ThemeScope>
          <AriaToast
            toast={toast}
            data-tone={toast.content.tone ?? 'info'}
            className={toastStyle({ tone: toast.content.tone })}
          >
            <ToastContent className={content}>
              {toast.content.title !== undefined && (
                <Text slot="title" className={titleStyle}>
                  {toast.content.title}
                </Text>
              )}
              <Text slot={toast.content.title === undefined ? 'title' : 'description'}>
                {toast.content.text}
              </Text>
            </ToastContent>
            {toast.content.action !== undefined && (
              <PortalButton variant="secondary" onPress={toast.content.action.onPress}>
                {toast.content.action.label}
              </PortalButton>
            )}
            <Button slot="close" className={close}>
              <svg viewBox="0 0 20 20" className={closeIcon} aria-hidden focusable="false">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Button>
          </AriaToast>
        </ThemeScope>
      )}
    </ToastRegion>
  );
}
