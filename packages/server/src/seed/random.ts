// Seeded pseudo-randomness: the demo must come out the same on every machine
// and every run, so that a second run finds exactly the rows the first made.

/** 32-bit FNV-1a hash of a text, the seed of a {@link Random}. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A deterministic source of numbers in [0, 1) (mulberry32). */
export type Random = () => number;

/** A {@link Random} seeded by the given texts, e.g. a practitioner id and a date. */
export function randomFor(...seedParts: string[]): Random {
  let state = hashText(seedParts.join('\u0000'));
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One item of a non-empty list, evenly chosen. */
export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** One item chosen in proportion to its weight; weights must sum above zero. */
export function pickWeighted<T>(random: Random, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let target = random() * total;
  for (const [item, weight] of items) {
    target -= weight;
    if (target < 0) return item;
  }
  const last = items.at(-1);
  if (!last) throw new Error('pick from an empty list');
  return last[0];
}
