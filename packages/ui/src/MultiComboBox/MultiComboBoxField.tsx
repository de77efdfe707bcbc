import { useState } from 'react';
import {
  ComboBox as AriaComboBox,
  Button,
  Group,
  Input,
  type Key,
  Label,
  Tag,
  TagGroup,
  TagList,
  Text,
} from 'react-aria-components';
import { button, group, input } from '../ComboBox/ComboBox.css';
import {
  description as descriptionStyle,
  fieldBox,
  fieldRoot,
  label as labelStyle,
} from '../field/field.css';
import { ChevronDown } from '../field/icons';
import { chevron } from '../field/listBox.css';
import { OptionsPopover, type SelectOption } from '../field/OptionsPopover';
import { cross, remove, root, tag, tagList } from './MultiComboBox.css';
import type { MultiComboBoxProps } from './MultiComboBoxProps';

function Cross() {
  return (
    <svg viewBox="0 0 16 16" className={cross} aria-hidden focusable="false">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The field of `MultiComboBox`, loaded apart (see there). */
export function MultiComboBoxField<V extends string = string>({
  label,
  description,
  options,
  value,
  defaultValue = [],
  onChange,
  placeholder,
  noResultsMessage,
  isDisabled = false,
  width = 'full',
}: MultiComboBoxProps<V>) {
  const [ownValue, setOwnValue] = useState<readonly V[]>(defaultValue);
  const chosen = value ?? ownValue;
  const change = (next: V[]) => {
    setOwnValue(next);
    onChange?.(next);
  };
  const labelOf = new Map(options.map((option) => [option.value, option.label]));
  const chosenItems = chosen.map((id) => ({ id, label: labelOf.get(id) ?? id }));

  return (
    <div className={root} data-disabled={isDisabled || undefined}>
      <AriaComboBox<SelectOption<V>, 'multiple'>
        selectionMode="multiple"
        // A click (or a tap) on the field opens the list, not only its arrow: people expect it.
        menuTrigger="focus"
        value={chosen}
        // react-aria hands back Keys; they can only be our option values.
        onChange={(keys: Key[]) => change(keys.map((key) => String(key) as V))}
        defaultItems={options}
        isDisabled={isDisabled}
        allowsEmptyCollection={noResultsMessage !== undefined}
        className={fieldRoot}
      >
        <Label className={labelStyle}>{label}</Label>
        {description !== undefined && (
          <Text slot="description" className={descriptionStyle}>
            {description}
          </Text>
        )}
        <Group className={`${fieldBox({ width })} ${group}`}>
          <Input className={input} placeholder={chosen.length === 0 ? placeholder : undefined} />
          <Button className={button}>
            <ChevronDown className={chevron} />
          </Button>
        </Group>
        <OptionsPopover<V> noResultsMessage={noResultsMessage} />
      </AriaComboBox>
      {/* An empty grid would be announced as an empty table, so the tags show only when there are some. */}
      {chosenItems.length > 0 && (
        <TagGroup
          aria-label={label}
          onRemove={isDisabled ? undefined : (keys) => change(chosen.filter((id) => !keys.has(id)))}
        >
          <TagList items={chosenItems} className={tagList}>
            {(chosenItem) => (
              <Tag id={chosenItem.id} textValue={chosenItem.label} className={tag}>
                {({ allowsRemoving }) => (
                  <>
                    {chosenItem.label}
                    {allowsRemoving && (
                      <Button slot="remove" className={remove}>
                        <Cross />
                      </Button>
                    )}
                  </>
                )}
              </Tag>
            )}
          </TagList>
        </TagGroup>
      )}
    </div>
  );
}
