import { characterCount } from '@portal/domain';
import { useId, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Label,
  Text,
} from 'react-aria-components';
import {
  description as descriptionStyle,
  errorText,
  fieldBox,
  fieldRoot,
  label as labelStyle,
} from '../field/field.css';
import { box, boxAndCounter, counter } from './TextArea.css';

/** Where the text stands against its limit; shown as `data-limit` on the counter and the field. */
export type TextLimitState = 'within' | 'over';

export interface TextAreaProps
  extends Omit<
    AriaTextFieldProps,
    | 'children'
    | 'className'
    | 'style'
    | 'isInvalid'
    | 'validate'
    | 'validationBehavior'
    | 'maxLength'
    | 'type'
  > {
  /** The field's name, shown above the box. */
  label: string;
  /** A hint under the label. */
  description?: string;
  /**
   * The most characters (as the domain counts them: an emoji is one) the text may have, e.g. 300 for the
   * reason for visit. Typing past it is allowed, so that a pasted text can be shortened in place; the
   * field then turns invalid and shows `tooLongMessage`.
   */
  maxLength: number;
  /** The error shown past `maxLength`, e.g. 'Character limit exceeded'. */
  tooLongMessage: string;
  /** Another reason the value was refused; shown instead of `tooLongMessage`. Default: none. */
  errorMessage?: string;
  /** What a screen reader hears for the 'n / max' counter, e.g. '12 of 300 characters used'. Default: the counter itself. */
  countLabel?: (count: number, max: number) => string;
  /** Visible lines of text before the box grows a scroll bar. Default `5`. */
  rows?: number;
}

/**
 * A text box for longer answers with an 'n / max' counter: react-aria's TextField around a textarea. Past
 * the limit the counter and the field carry `data-limit="over"` and the field is invalid.
 */
export function TextArea({
  label,
  description,
  maxLength,
  tooLongMessage,
  errorMessage,
  countLabel,
  rows = 5,
  value,
  defaultValue,
  onChange,
  ...props
}: TextAreaProps) {
  const counterId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const text = value ?? ownValue;
  const count = characterCount(text);
  const limit: TextLimitState = count > maxLength ? 'over' : 'within';
  const shownError = errorMessage ?? (limit === 'over' ? tooLongMessage : undefined);

  return (
    <AriaTextField
      {...props}
      value={text}
      onChange={(next) => {
        if (value === undefined) setOwnValue(next);
        onChange?.(next);
      }}
      isInvalid={shownError !== undefined}
      validationBehavior="aria"
      aria-describedby={counterId}
      data-limit={limit}
      className={fieldRoot}
    >
      <Label className={labelStyle}>{label}</Label>
      {description !== undefined && (
        <Text slot="description" className={descriptionStyle}>
          {description}
        </Text>
      )}
      <FieldError className={errorText}>{shownError}</FieldError>
      <div className={boxAndCounter}>
        <AriaTextArea rows={rows} className={`${fieldBox()} ${box}`} />
        <span id={counterId} data-limit={limit} className={counter}>
          {countLabel === undefined ? (
            `${count} / ${maxLength}`
          ) : (
            <>
              <span aria-hidden>{`${count} / ${maxLength}`}</span>
              <VisuallyHidden>{countLabel(count, maxLength)}</VisuallyHidden>
            </>
          )}
        </span>
      </div>
    </AriaTextField>
  );
}
