import { Suspense } from 'react';
import {
  description as descriptionStyle,
  errorText,
  fieldBox,
  fieldRoot,
  label as labelStyle,
} from '../field/field.css';
import { ChevronDown } from '../field/icons';
import { chevron, placeholder as placeholderStyle, trigger } from '../field/listBox.css';
import type { SelectOption } from '../field/OptionsPopover';
import { preloadable } from '../preloadable';
import type { SelectProps } from './SelectProps';

export type { SelectOption, SelectProps };

// react-aria's select, list box and popover are a reservation page's largest part: they travel
// apart, and the field comes to life when they arrive.
const field = preloadable(() => import('./SelectField'));

function LoadedField<V extends string>(props: SelectProps<V>) {
  const { SelectField } = field.read();
  return <SelectField<V> {...props} />;
}

/**
 * A choice from a list: react-aria's Select (a button that opens a listbox, typeahead, arrow keys,
 * Escape) with the portal's look. For long lists that people search, use `ComboBox`.
 */
export function Select<V extends string = string>(props: SelectProps<V>) {
  return (
    <Suspense fallback={<StandIn {...props} />}>
      <LoadedField<V> {...props} />
    </Suspense>
  );
}

/** The field's look while its code loads: the same boxes in the same places, inert. */
function StandIn<V extends string>({
  label,
  description,
  options,
  value,
  defaultValue,
  errorMessage,
  placeholder,
  width = 'full',
}: SelectProps<V>) {
  const chosen = options.find((option) => option.value === (value === undefined ? defaultValue : value));
  return (
    <div className={fieldRoot} inert>
      <span className={labelStyle}>{label}</span>
      {description !== undefined && <span className={descriptionStyle}>{description}</span>}
      {errorMessage !== undefined && <span className={errorText}>{errorMessage}</span>}
      <span className={`${fieldBox({ width })} ${trigger}`}>
        <span className={placeholderStyle} data-placeholder={chosen === undefined || undefined}>
          {chosen?.label ?? placeholder}
        </span>
        <ChevronDown className={chevron} />
      </span>
    </div>
  );
}
