import type { ReactNode } from 'react';
import { ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { ThemeScope } from '../theme/ThemeProvider';
import { CheckMark } from './icons';
import { check, empty, item, listBox, popover } from './listBox.css';

/** One choice of a select or a combo box. */
export interface SelectOption<V extends string = string> {
  /** The value `onChange` gets. */
  value: V;
  /** The choice's words. */
  label: string;
  /** Whether this one choice cannot be picked. Default `false`. */
  isDisabled?: boolean;
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
