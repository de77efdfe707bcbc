import type { SelectProps as AriaSelectProps } from 'react-aria-components';
import type { ChoiceFieldProps, OwnChoiceProps, SelectOption } from '../field/OptionsPopover';

export interface SelectProps<V extends string = string>
  extends Omit<AriaSelectProps<SelectOption<V>>, OwnChoiceProps>,
    ChoiceFieldProps<V> {
  /** Shown while nothing is chosen, e.g. 'Choose'. Default: react-aria's own words in the page language. */
  placeholder?: string;
}
