import type { ReactElement } from 'react';
import { coat, coatAlt, ink, inkLine, light } from './Avatar.css';

/**
 * The six animals of the children's brand, drawn on a 64 × 64 grid over the backdrop circle. Simple
 * shapes in the theme's colours, so they read at 32 px and follow the brand.
 */
export const illustrations: readonly (() => ReactElement)[] = [
  // Bear
  () => (
    <>
      <circle cx="18" cy="20" r="8" className={coat} />
      <circle cx="46" cy="20" r="8" className={coat} />
      <circle cx="32" cy="37" r="19" className={coat} />
      <ellipse cx="32" cy="44" rx="8" ry="6" className={light} />
      <circle cx="25" cy="33" r="2.5" className={ink} />
      <circle cx="39" cy="33" r="2.5" className={ink} />
      <ellipse cx="32" cy="41" rx="3" ry="2" className={ink} />
    </>
  ),
  // Cat
  () => (
    <>
      <path d="M14 32 L17 10 L30 20 Z" className={coatAlt} />
      <path d="M50 32 L47 10 L34 20 Z" className={coatAlt} />
      <circle cx="32" cy="36" r="19" className={coatAlt} />
      <circle cx="25" cy="33" r="2.5" className={ink} />
      <circle cx="39" cy="33" r="2.5" className={ink} />
      <path d="M30 40 h4 l-2 2.5 Z" className={ink} />
      <path d="M20 42 h-8 M20 45 l-7 2 M44 42 h8 M44 45 l7 2" className={inkLine} />
    </>
  ),
  // Rabbit
  () => (
    <>
      <ellipse cx="24" cy="16" rx="5" ry="13" className={light} />
      <ellipse cx="40" cy="16" rx="5" ry="13" className={light} />
      <ellipse cx="24" cy="17" rx="2.2" ry="9" className={coatAlt} />
      <ellipse cx="40" cy="17" rx="2.2" ry="9" className={coatAlt} />
      <circle cx="32" cy="41" r="17" className={light} />
      <circle cx="26" cy="38" r="2.5" className={ink} />
      <circle cx="38" cy="38" r="2.5" className={ink} />
      <circle cx="32" cy="45" r="2" className={coatAlt} />
      <path d="M29 49 q3 2 6 0" className={inkLine} />
    </>
  ),
  // Owl
  () => (
    <>
      <path d="M16 22 L20 10 L26 18 Z M48 22 L44 10 L38 18 Z" className={coat} />
      <ellipse cx="32" cy="38" rx="18" ry="20" className={coat} />
      <circle cx="25" cy="32" r="7" className={light} />
      <circle cx="39" cy="32" r="7" className={light} />
      <circle cx="25" cy="32" r="3" className={ink} />
      <circle cx="39" cy="32" r="3" className={ink} />
      <path d="M29 39 h6 l-3 5 Z" className={coatAlt} />
      <path d="M24 50 q8 4 16 0" className={inkLine} />
    </>
  ),
  // Fox
  () => (
    <>
      <path d="M12 24 L16 8 L28 18 Z M52 24 L48 8 L36 18 Z" className={coatAlt} />
      <path d="M12 24 Q32 12 52 24 L32 52 Z" className={coatAlt} />
      <path d="M16 30 L32 52 L24 32 Z M48 30 L32 52 L40 32 Z" className={light} />
      <circle cx="25" cy="30" r="2.5" className={ink} />
      <circle cx="39" cy="30" r="2.5" className={ink} />
      <circle cx="32" cy="49" r="2.5" className={ink} />
    </>
  ),
  // Frog
  () => (
    <>
      <circle cx="22" cy="27" r="8" className={coat} />
      <circle cx="42" cy="27" r="8" className={coat} />
      <ellipse cx="32" cy="40" rx="21" ry="14" className={coat} />
      <circle cx="22" cy="26" r="4.5" className={light} />
      <circle cx="42" cy="26" r="4.5" className={light} />
      <circle cx="22" cy="26" r="2.2" className={ink} />
      <circle cx="42" cy="26" r="2.2" className={ink} />
      <path d="M22 43 q10 7 20 0" className={inkLine} />
    </>
  ),
];
