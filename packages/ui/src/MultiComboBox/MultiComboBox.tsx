import { type ComponentProps, Suspense } from 'react';
import { button, group, input } from '../ComboBox/ComboBox.css';
import {
  description as descriptionStyle,
  fieldBox,
  fieldRoot,
  label as labelStyle,
} from '../field/field.css';
import { ChevronDown } from '../field/icons';
import { chevron } from '../field/listBox.css';
import { preloadable } from '../preloadable';
import { root, tag, tagList } from './MultiComboBox.css';
import type { MultiComboBoxProps } from './MultiComboBoxProps';

export type { MultiComboBoxProps };

// react-aria's combo box, list box, popover and tag group are most of a list page's own code: they
// travel apart, so the page's chunk stays small and the field comes to life when they arrive. A page
// drawn on the server keeps the server's field until then.
const field = preloadable(() => import('./MultiComboBoxField'));

/** Starts loading the field's code, e.g. beside the data of a page that shows one. */
export function preloadMultiComboBox(): Promise<void> {
  return field.load().then(() => undefined);
}

function LoadedField<V extends string>(props: MultiComboBoxProps<V>) {
  const { MultiComboBoxField } = field.read();
  return <MultiComboBoxField<V> {...props} />;
}

/**
 * Several choices from a long list that people search by typing (clinics, specialties,
 * practitioners): react-aria's ComboBox in multiple selection (the list stays open, each choice
 * toggles and is announced), and under it the chosen values as a react-aria TagGroup whose
 * remove buttons (and Delete or Backspace on a tag) take one away. A value that is not among the
 * options still shows, by its value, so that nothing chosen is hidden.
 */
export function MultiComboBox<V extends string = string>(props: MultiComboBoxProps<V>) {
  return (
    <Suspense fallback={<StandIn {...props} />}>
      <LoadedField<V> {...props} />
    </Suspense>
  );
}

/**
 * The field's look while its code loads: the same boxes in the same places, inert, so nothing moves
 * when the field takes its place.
 */
function StandIn<V extends string>({
  label,
  description,
  options,
  value = [],
  defaultValue = [],
  placeholder,
  width = 'full',
}: ComponentProps<typeof MultiComboBox<V>>) {
  const chosen = value.length > 0 ? value : defaultValue;
  const labelOf = new Map(options.map((option) => [option.value, option.label]));
  return (
    <div className={root} inert>
      <div className={fieldRoot}>
        <span className={labelStyle}>{label}</span>
        {description !== undefined && <span className={descriptionStyle}>{description}</span>}
        <div className={`${fieldBox({ width })} ${group}`}>
          <input className={input} placeholder={chosen.length === 0 ? placeholder : undefined} readOnly />
          <span className={button}>
            <ChevronDown className={chevron} />
          </span>
        </div>
      </div>
      {chosen.length > 0 && (
        <div className={tagList}>
          {chosen.map((id) => (
            <span key={id} className={tag}>
              {labelOf.get(id) ?? id}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
