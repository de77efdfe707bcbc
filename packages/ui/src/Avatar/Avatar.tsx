import { brandConfig, practitionerAvatar } from '@portal/domain';
import { useMemo } from 'react';
import { useBrand } from '../theme/ThemeProvider';
import { avatar, type avatarSizes, backdrop, drawing, photo as photoStyle } from './Avatar.css';
import { illustrations } from './illustrations';

/** Size of an avatar: 32, 48 or 72 px. */
export type AvatarSize = (typeof avatarSizes)[number];

// The photo's own dimensions, so the page keeps its place before the picture arrives.
const pixels: Readonly<Record<AvatarSize, number>> = { small: 32, medium: 48, large: 72 };

/** What the avatar shows; carried as `data-kind`. */
export type AvatarKind = 'photo' | 'illustration' | 'initials';

export interface AvatarProps {
  /** The practitioner's id; its first character picks the drawing in the children's brand. */
  practitionerId: string;
  /** The practitioner's name: the picture's text alternative, and the initials when there is no photo. */
  name: string;
  /** The address of the practitioner's photo. Default: none. */
  photoUrl?: string;
  /** Size of the circle. Default `'medium'`. */
  size?: AvatarSize;
  /** When the name is written right beside the avatar, it is hidden from screen readers. Default `false`. */
  decorative?: boolean;
}

/** The initials of a name: the first letters of its first two words, e.g. 'Anna Lehto' → 'AL'. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => [...word][0]?.toLocaleUpperCase('fi') ?? '')
    .join('');
}

/**
 * A practitioner's picture. The brand decides (the domain's `practitionerAvatar`): the children's brand
 * shows one of six drawn animals picked by the practitioner id, so a person always gets the same one;
 * the general brand shows the photo, or the initials without one.
 */
export function Avatar({ practitionerId, name, photoUrl, size = 'medium', decorative = false }: AvatarProps) {
  const brand = useBrand() ?? 'general';
  const config = useMemo(() => brandConfig(brand), [brand]);
  const variant = practitionerAvatar(config, practitionerId);
  const kind: AvatarKind = variant !== null ? 'illustration' : photoUrl !== undefined ? 'photo' : 'initials';
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };

  switch (kind) {
    case 'illustration': {
      const index = (variant ?? 0) % illustrations.length;
      const Drawing = illustrations[index] ?? illustrations[0];
      return (
        <span {...a11y} data-kind={kind} data-variant={index} className={avatar({ size })}>
          <svg viewBox="0 0 64 64" className={drawing} aria-hidden focusable="false">
            <circle cx="32" cy="32" r="32" className={backdrop[index as keyof typeof backdrop]} />
            {Drawing && <Drawing />}
          </svg>
        </span>
      );
    }
    case 'photo':
      return (
        <span data-kind={kind} className={avatar({ size })}>
          <img
            src={photoUrl}
            alt={decorative ? '' : name}
            width={pixels[size]}
            height={pixels[size]}
            loading="lazy"
            decoding="async"
            className={photoStyle}
          />
        </span>
      );
    case 'initials':
      return (
        <span {...a11y} data-kind={kind} className={avatar({ size })}>
          <span aria-hidden>{initialsOf(name)}</span>
        </span>
      );
    default:
      return kind satisfies never;
  }
}
