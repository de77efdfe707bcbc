const vowels = 'aeiouyäöå';

/**
 * The Finnish illative ("into", "to") of a proper name, as in "Tervetuloa Aavaan".
 *
 * Covers the regular patterns of names that end in a vowel: a short final vowel is lengthened and
 * followed by `n` (Aava → Aavaan, Pikkujätti → Pikkujättiin), a long final vowel takes `h` + vowel + `n`
 * (Maa → Maahan). Other names are returned as they are: a wrong case ending reads worse than none.
 */
export function finnishIllative(name: string): string {
  const last = name.at(-1);
  if (last === undefined || !vowels.includes(last.toLowerCase())) return name;
  const beforeLast = name.at(-2)?.toLowerCase();
  if (beforeLast === last.toLowerCase()) return `${name}h${last.toLowerCase()}n`;
  return `${name}${last.toLowerCase()}n`;
}
