import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  FieldError,
  Label,
  Radio,
  Text,
} from 'react-aria-components';
import {
  description as descriptionStyle,
  errorText,
  fieldRoot,
  label as labelStyle,
} from '../field/field.css';
import {
  dot,
  optionDescription,
  options as optionsStyle,
  optionText,
  radio,
  type radioAppearances,
} from './RadioGroup.css';

/** Looks of the options: a plain list, or bordered tiles. */
export type RadioAppearance = (typeof radioAppearances)[number];

/** One choice of a radio group. */
export interface RadioOption<V extends string = string> {
  /** The value the group's `onChange` gets. */
  value: V;
  /** The choice's words. */
  label: string;
  /** A line under the words, e.g. what a video appointment needs. */
  description?: string;
  /** Whether this one choice cannot be picked. Default `false`. */
  isDisabled?: boolean;
}

export interface RadioGroupProps<V extends string = string>
  extends Omit<
    AriaRadioGroupProps,
    | 'children'
    | 'className'
    | 'style'
    | 'isInvalid'
    | 'validate'
    | 'validationBehavior'
    | 'value'
    | 'defaultValue'
    | 'onChange'
  > {
  /** The question, shown above the choices and naming the group. */
  label: string;
  /** A hint under the label. */
  description?: string;
  /** The choices, in order. */
  options: readonly RadioOption<V>[];
  /** The picked value (controlled). */
  value?: V | null;
  /** The value picked at first (uncontrolled). */
  defaultValue?: V;
  /** Called with the newly picked value. */
  onChange?: (value: V) => void;
  /** Why the choice is refused; when given the group is invalid. Default: valid. */
  errorMessage?: string;
  /** Look of the options. Default `'plain'`. */
  appearance?: RadioAppearance;
}

/**
 * One choice out of a few: react-aria's RadioGroup (arrow keys move and pick, one tab stop) with the
 * portal's look. `orientation="horizontal"` lays short choices in a row.
 */
export function RadioGroup<V extends string = string>({
  label,
  description,
  options,
  errorMessage,
  appearance = 'plain',
  onChange,
  ...props
}: RadioGroupProps<V>) {
  return (
    <AriaRadioGroup
      {...props}
      // react-aria hands back a string; it can only be one of our option values.
      onChange={onChange === undefined ? undefined : (value) => onChange(value as V)}
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
      <div className={optionsStyle}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className={radio({ appearance })}
          >
            <span className={dot} aria-hidden />
            <span className={optionText}>
              <span>{option.label}</span>
              {option.description !== undefined && (
                <span className={optionDescription}>{option.description}</span>
              )}
            </span>
          </Radio>
        ))}
      </div>
    </AriaRadioGroup>
  );
}
