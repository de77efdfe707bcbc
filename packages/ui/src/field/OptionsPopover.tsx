import type { ReactNode } from 'react';
import { ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { ThemeScope } from '../theme/ThemeProvider';
import type { FieldWidth } from './field.css';
import { CheckMark } from './icons';
import { check, empty, item, listBox, popover } from './listBox.css';
import { useInertOutside } from './useInertOutside';

/** One choice of a select or a combo box. */
export interface SelectOption<V extends string = string> {
  /** The value `onChange` gets. */
  value: V;
  /** The choice's words. */
  label: string;
  /** Whether this one choice cannot be picked. Default `false`. */
  isDisabled?: boolean;
}

/** The react-aria props a choice field sets itself or replaces with its own below. */
export type OwnChoiceProps =
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
  | 'onSelectionChange';

/** What a field of one choice (select, combo box) takes besides react-aria's own props. */
export interface ChoiceFieldProps<V extends string> {
  /** The field's name, shown above the box. */
  label: string;
  /** A hint under the label. */
  description?: string;
  /** The choices, in order. */
  options: readonly SelectOption<V>[];
  /** The chosen value (controlled); `null` for none. */
  value?: V | null;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: V;
  /** Called with the newly chosen value, or `null` when none is chosen any more. */
  onChange?: (value: V | null) => void;
  /** Why the choice is refused; when given the field is invalid. Default: valid. */
  errorMessage?: string;
  /** Width of the box. Default `'full'`. */
  width?: FieldWidth;
}

export interface OptionsPopoverProps<V extends string> {
  /** The options, for a select; a combo box's list takes its (filtered) options from the combo box. */
  items?: readonly SelectOption<V>[];
  /** Said when typing leaves no option (combo boxes). */
  noResultsMessage?: ReactNode;
}

/**
 * The popover list of a select or a combo box: the options with a check mark on the chosen ones.
 * It renders into the document body, so it takes the page's theme along with `ThemeScope`.
 */
export function OptionsPopover<V extends string>({ items, noResultsMessage }: OptionsPopoverProps<V>) {
  return (
    <Popover className={popover}>
      <ThemeScope>
        <InertOutside />
        <ListBox
          className={listBox}
          items={items}
          renderEmptyState={
            noResultsMessage === undefined ? undefined : () => <div className={empty}>{noResultsMessage}</div>
          }
        >
          {(option: SelectOption<V>) => (
            <ListBoxItem
              id={option.value}
              textValue={option.label}
              isDisabled={option.isDisabled}
              className={item}
            >
              {({ isSelected }) => (
                <>
                  {option.label}
                  {isSelected && <CheckMark className={check} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </ThemeScope>
    </Popover>
  );
}

/** Mounted with the open list: see {@link useInertOutside}. */
function InertOutside() {
  useInertOutside();
  return null;
}
