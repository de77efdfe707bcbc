import { Select as AriaSelect, Button, FieldError, Label, SelectValue, Text } from 'react-aria-components';
import {
  description as descriptionStyle,
  errorText,
  fieldBox,
  fieldRoot,
  label as labelStyle,
} from '../field/field.css';
import { ChevronDown } from '../field/icons';
import { chevron, placeholder as placeholderStyle, trigger } from '../field/listBox.css';
import { OptionsPopover, type SelectOption } from '../field/OptionsPopover';

import type { SelectProps } from './SelectProps';

/** The field of `Select`, loaded apart (see there). */
export function SelectField<V extends string = string>({
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
