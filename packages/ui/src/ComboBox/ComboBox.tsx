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
  fieldBox,
  fieldRoot,
  label as labelStyle,
} from '../field/field.css';
import { ChevronDown } from '../field/icons';
import { chevron } from '../field/listBox.css';
import {
  type ChoiceFieldProps,
  OptionsPopover,
  type OwnChoiceProps,
  type SelectOption,
} from '../field/OptionsPopover';
import { button, group, input } from './ComboBox.css';

export interface ComboBoxProps<V extends string = string>
  extends Omit<AriaComboBoxProps<SelectOption<V>>, OwnChoiceProps>,
    ChoiceFieldProps<V> {
  /** Example text inside the empty box. */
  placeholder?: string;
  /** Shown in the open list when nothing matches, e.g. 'No results'. Default: the list stays closed. */
  noResultsMessage?: string;
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
      // A click (or a tap) on the field opens the list, not only its arrow: people expect it.
      menuTrigger="focus"
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
