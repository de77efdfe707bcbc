import { Button, Card, type HeadingLevel, Notice, Stack } from '@portal/ui';
import type { FormEvent, ReactNode } from 'react';

/** The words of a form saved in one go. */
export interface FormCardWords {
  /** The could-not-save message. */
  failed: () => string;
  /** The submit button. */
  submit: () => string;
  /** The submit button while saving. */
  submitting: () => string;
}

export interface FormCardProps {
  /** The card's heading, also the form's name. */
  title: string;
  /** The heading's level. Default `2`. */
  headingLevel?: HeadingLevel;
  /** The form is being saved: the button is busy. */
  submitting: boolean;
  /** The last save failed: the message shows above the button. */
  failed: boolean;
  words: FormCardWords;
  /** Called on submit, the browser's own submit prevented. */
  onSubmit: () => void;
  /** The submit button waits for something the form requires (a box to tick). Default `false`. */
  submitDisabled?: boolean;
  /** More `data-*` states of the form. Default: none. */
  data?: Record<`data-${string}`, string | boolean>;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A form saved in one go, on a card (consent, registration): the fields, the could-not-save message
 * after a failed save, and the submit button, busy while saving. The form's `data-state` is `saving`,
 * `failed` or `idle`.
 */
export function FormCard({
  title,
  headingLevel = 2,
  submitting,
  failed,
  words,
  onSubmit,
  submitDisabled = false,
  data,
  children,
}: FormCardProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  const state = submitting ? 'saving' : failed ? 'failed' : 'idle';
  return (
    <Card title={title} headingLevel={headingLevel}>
      <form onSubmit={submit} noValidate aria-label={title} data-state={state} {...data}>
        <Stack space="md">
          {children}
          {failed && <Notice tone="danger">{words.failed()}</Notice>}
          <div>
            <Button
              type="submit"
              busy={submitting}
              busyLabel={words.submitting()}
              isDisabled={submitDisabled}
            >
              {words.submit()}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
