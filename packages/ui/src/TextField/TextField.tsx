import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
} from 'react-aria-components';
import {
  description as descriptionStyle,
  errorText,
  type FieldWidth,
  fieldBox,
  fieldRoot,
  label as labelStyle,
} from '../field/field.css';

export interface TextFieldProps
  extends Omit<
    AriaTextFieldProps,
    'children' | 'className' | 'style' | 'isInvalid' | 'validate' | 'validationBehavior'
  > {
  /** The field's name, shown above the box. */
  label: string;
  /** A hint under the label, e.g. what the address is used for. */
  description?: string;
  /**
   * Why the value was refused, from the domain's validator in the page's words. When given the field is
   * invalid: it carries `data-invalid`, `aria-invalid` and shows the message. Default: valid.
   */
  errorMessage?: string;
  /** Width of the box. Default `'full'`. */
  width?: FieldWidth;
  /** Example text inside the empty box; never a replacement for the label. */
  placeholder?: string;
}

/**
 * A one-line text field: react-aria's TextField (label, description and error wired to the input,
 * `isRequired`, `maxLength`, `type`, `autoComplete`) with the portal's look. Validation is the domain's:
 * the page passes the message, the field only shows it.
 */
export function TextField({
  label,
  description,
  errorMessage,
  width = 'full',
  placeholder,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
      className={fieldRoot}
    >
      <Label className={labelStyle}>{label}</Label>
      {description !== undefined && (
        <Text slot="description" className={descriptionStyle}>
          {description}
        </Text>
      )}
      <FieldError className={errorText}>{errorMessage}</FieldError>
      <Input className={fieldBox({ width })} placeholder={placeholder} />
    </AriaTextField>
  );
}
