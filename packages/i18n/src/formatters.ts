import type { FormattersInitializer } from 'typesafe-i18n';
import { finnishIllative } from './grammar/finnishIllative';
import type { Formatters, Locales } from './i18n-types';

/**
 * Formatters used inside dictionary texts. Written once by the generator and kept by hand since.
 */
export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale: Locales) => {
  const formatters: Formatters = {
    // "Welcome to Aava" / "Välkommen till Aava" keep the name; Finnish puts it in the illative case.
    destination: (name: string) => (locale === 'fi' ? finnishIllative(name) : name),
  };

  return formatters;
};
