import type { ReactNode } from 'react';
import { Box, type BoxElement } from '../Box';
import type { Sprinkles } from '../theme/sprinkles.css';

/** Alignments of a stack's children across its direction. */
export const stackAligns = ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'] as const;

export interface StackProps {
  /** Space between the children, a `vars.space` step, per screen size if needed. Default `'md'`. */
  space?: Sprinkles['gap'];
  /** `'column'` stacks downwards, `'row'` side by side; per screen size if needed. Default `'column'`. */
  direction?: Sprinkles['flexDirection'];
  /** Alignment of the children across the direction. Default `'stretch'`. */
  align?: Sprinkles['alignItems'];
  /** Distribution of the children along the direction. Default `'flex-start'`. */
  justify?: Sprinkles['justifyContent'];
  /** Whether a row wraps onto more lines when it runs out of room. Default `false`. */
  wrap?: boolean;
  /** The element to render; `'ul'` or `'ol'` for a list of `li` children. Default `'div'`. */
  as?: BoxElement;
  /** Names the stack for assistive technology, e.g. on a `nav` or `section`. */
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * Children one after another with even space between them: the most common layout of a page. A thin
 * wrapper over `Box`, so its space and direction also change per screen size.
 */
export function Stack({
  space = 'md',
  direction = 'column',
  align = 'stretch',
  justify = 'flex-start',
  wrap = false,
  as = 'div',
  children,
  ...aria
}: StackProps) {
  return (
    <Box
      as={as}
      display="flex"
      flexDirection={direction}
      gap={space}
      alignItems={align}
      justifyContent={justify}
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      {...aria}
    >
      {children}
    </Box>
  );
}
