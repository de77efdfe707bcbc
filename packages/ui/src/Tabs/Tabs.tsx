import { Content, List, Root, Trigger } from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { list, panel, root, type tabsAppearances, trigger } from './Tabs.css';

/** Looks of the tab row: an underlined row (page sections) or pills (filters such as time of day). */
export type TabsAppearance = (typeof tabsAppearances)[number];

/** One tab and its panel. */
export interface TabItem<V extends string = string> {
  /** Identifies the tab; `onValueChange` gets it. */
  value: V;
  /** The tab's words. */
  label: string;
  /** What the panel shows while the tab is active. */
  content: ReactNode;
  /** Whether the tab cannot be chosen. Default `false`. */
  isDisabled?: boolean;
}

export interface TabsProps<V extends string = string> {
  /** Names the row of tabs for screen readers, e.g. 'Sickness fund'. */
  label: string;
  /** The tabs, in order. */
  items: readonly TabItem<V>[];
  /** The active tab (controlled), e.g. from the address. */
  value?: V;
  /** The tab active at first (uncontrolled). Default: the first. */
  defaultValue?: V;
  /** Called with the newly chosen tab. */
  onValueChange?: (value: V) => void;
  /** Look of the row. Default `'line'`. */
  appearance?: TabsAppearance;
  /**
   * Whether the panel itself is a stop of the Tab key. Radix makes it one, which suits a panel of
   * text; a panel that holds links or buttons of its own (a list of times) is reached through them,
   * and an extra stop before them only slows the keyboard. Default `true`.
   */
  panelFocusable?: boolean;
}

/**
 * Tabs: Radix's Tabs (roles, arrow keys, Home and End, the panel tied to its tab) with the portal's look.
 * The active tab and panel carry Radix's `data-state="active"`.
 */
export function Tabs<V extends string = string>({
  label,
  items,
  value,
  defaultValue,
  onValueChange,
  appearance = 'line',
  panelFocusable = true,
}: TabsProps<V>) {
  return (
    <Root
      className={root}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      // Radix hands back a string; it can only be one of our tab values.
      onValueChange={onValueChange === undefined ? undefined : (next) => onValueChange(next as V)}
    >
      <List aria-label={label} className={list({ appearance })}>
        {items.map((item) => (
          <Trigger
            key={item.value}
            value={item.value}
            disabled={item.isDisabled}
            className={trigger({ appearance })}
          >
            {item.label}
          </Trigger>
        ))}
      </List>
      {items.map((item) => (
        <Content
          key={item.value}
          value={item.value}
          className={panel}
          tabIndex={panelFocusable ? undefined : -1}
        >
          {item.content}
        </Content>
      ))}
    </Root>
  );
}
