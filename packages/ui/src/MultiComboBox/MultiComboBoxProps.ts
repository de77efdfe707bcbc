import type { FieldWidth } from '../field/field.css';
import type { SelectOption } from '../field/OptionsPopover';

export interface MultiComboBoxProps<V extends string = string> {
  /** The field's name, shown above the box; it names the list of chosen values too. */
  label: string;
  /** A hint under the label. Default: none. */
  description?: string;
  /** Every choice; the list shows those whose words contain the typed text. */
  options: readonly SelectOption<V>[];
  /** The chosen values in the order they were chosen (controlled). */
  value?: readonly V[];
  /** The values chosen at first (uncontrolled). Default: none. */
  defaultValue?: readonly V[];
  /** Called with every chosen value after one is added or removed. */
  onChange?: (value: V[]) => void;
  /** Text inside the box while nothing is chosen, e.g. 'All clinics'. Default: none. */
  placeholder?: string;
  /** Shown in the open list when nothing matches, e.g. 'No results'. Default: the list stays closed. */
  noResultsMessage?: string;
  /** Whether the field can be used; the chosen values then show without remove buttons. Default `false`. */
  isDisabled?: boolean;
  /** Width of the box. Default `'full'`. */
  width?: FieldWidth;
}
