import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  FieldError,
  Label,
  SelectValue,
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
import { chevron, placeholder as placeholderStyle, trigger } from '../field/listBox.css';
import {
  type ChoiceFieldProps,
  OptionsPopover,
  type OwnChoiceProps,
  type SelectOption,
} from '../field/OptionsPopover';

export type { SelectOption };

export interface SelectProps<V extends string = string>
  extends Omit<AriaSelectProps<SelectOption<V>>, OwnChoiceProps>,
    ChoiceFieldProps<V> {
  /** Shown while nothing is chosen, e.g. 'Choose'. Default: react-aria's own words in the page language. */
  placeholder?: string;
}

/**
 * A choice from a list: react-aria's Select (a button that opens a listbox, typeahead, arrow keys,
 * Escape) with the portal's look. For long lists that people search, use `ComboBox`.
 */
export function Select<V extends string = string>({
  label,
  description,
  options,
  onChange,
  errorMessage,
  width = 'full',
  ...props
}: SelectProps<V>) {
  return (
    <AriaSelect<SelectOption<V>>
      {...props}
      // react-aria hands back a Key; it can only be one of our option values.
      onChange={
        onChange === undefined ? undefined : (key) => onChange(key === null ? null : (String(key) as V))
      }
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
      <Button className={`${fieldBox({ width })} ${trigger}`}>
        <SelectValue className={placeholderStyle} />
        <ChevronDown className={chevron} />
      </Button>
      <OptionsPopover items={options} />
    </AriaSelect>
  );
}
