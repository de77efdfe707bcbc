import { style } from '@vanilla-extract/css';

/**
 * The loading state is at least a screen tall: every state it stands for (the time's summary with a
 * login prompt or the form) is about a screen or more on a phone, so the footer starts below the
 * fold and does not jump down when the time arrives.
 */
export const loading = style({ minHeight: '100vh' });
