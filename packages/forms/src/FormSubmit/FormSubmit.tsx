import { Button, Notice } from '@portal/ui';

export interface FormSubmitProps {
  /** The form is being saved: the button is busy. */
  submitting: boolean;
  /** The last save failed: the message shows above the button. */
  failed: boolean;
  /** The form's could-not-save message. */
  failedText: string;
  /** The submit button's words. */
  label: string;
  /** The button's words while saving. */
  busyLabel: string;
}

/**
 * The end of a form saved in one go (consent, registration): the could-not-save message after a
 * failed save, then the submit button, busy while saving.
 */
export function FormSubmit({ submitting, failed, failedText, label, busyLabel }: FormSubmitProps) {
  return (
    <>
      {failed && <Notice tone="danger">{failedText}</Notice>}
      <div>
        <Button type="submit" busy={submitting} busyLabel={busyLabel}>
          {label}
        </Button>
      </div>
    </>
  );
}
