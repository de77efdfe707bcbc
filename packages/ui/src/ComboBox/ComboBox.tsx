import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  FieldError,
  Group,
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
import { ChevronDown } from '../field/icons';
import { chevron } from '../field/listBox.css';
import { OptionsPopover, type SelectOption } from '../field/OptionsPopover';
import { button, group, input } from './ComboBox.css';

export interface ComboBoxProps<V extends string = string>
  extends Omit<
    AriaComboBoxProps<SelectOption<V>>,
    | 'children'
    | 'className'
    | 'style'
    | 'items'
    | 'defaultItems'
    | 'isInvalid'
    | 'validate'
    | 'validationBehavior'
    | 'selectionMode'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'selectedKey'
    | 'defaultSelectedKey'
    | 'onSelectionChange'
  > {
  /** The field's name, shown above the box. */
  label: string;
  /** A hint under the label, e.g. what may be typed. */
  description?: string;
  /** Every choice; the list shows those whose words contain the typed text. */
  options: readonly SelectOption<V>[];
  /** The chosen value (controlled); `null` for none. */
  value?: V | null;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: V;
  /** Called with the newly chosen value, or `null` when the text is cleared. */
  onChange?: (value: V | null) => void;
  /** Example text inside the empty box. */
  placeholder?: string;
  /** Shown in the open list when nothing matches, e.g. 'No results'. Default: the list stays closed. */
  noResultsMessage?: string;
  /** Why the choice is refused; when given the field is invalid. Default: valid. */
  errorMessage?: string;
  /** Width of the box. Default `'full'`. */
  width?: FieldWidth;
}

/**
 * A choice from a long list that people search by typing (clinics, towns): react-aria's ComboBox
 * (filtering, arrow keys, Enter, Escape, the list announced) with the portal's look.
 */
export function ComboBox<V extends string = string>({
  label,
  description,
  options,
  onChange,
  placeholder,
  noResultsMessage,
  errorMessage,
  width = 'full',
  ...props
}: ComboBoxProps<V>) {
  return (
    <AriaComboBox<SelectOption<V>>
      {...props}
      defaultItems={options}
      // react-aria hands back a Key; it can only be one of our option values.
      onChange={
        onChange === undefined ? undefined : (key) => onChange(key === null ? null : (String(key) as V))
      }
      allowsEmptyCollection={noResultsMessage !== undefined}
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
      <Group className={`${fieldBox({ width })} ${group}`}>
        <Input className={input} placeholder={placeholder} />
        <Button className={button}>
          <ChevronDown className={chevron} />
        </Button>
      </Group>
      <OptionsPopover<V> noResultsMessage={noResultsMessage} />
    </AriaComboBox>
  );
}
