import { err, ok, type Result } from '../result/result';

// Bar and space widths in modules of the symbol values 0-106 (ISO/IEC 15417), bar first: each
// symbol is 11 modules, the stop 13 with its closing bar.
// biome-ignore format: ten symbols a line, as the standard's table is read
const patterns = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
] as const;

/** The symbol that starts code set C, where each symbol carries two digits. */
export const code128StartC = 105;
/** The stop symbol. */
export const code128Stop = 106;
/** Blank modules on either side that a scanner needs to find the code. */
export const code128QuietZone = 10;

/** The bar and space widths of a symbol value, bar first. */
export function code128Pattern(value: number): readonly number[] {
  const pattern = patterns[value];
  if (pattern === undefined) throw new RangeError(`No Code 128 symbol ${value}`);
  return [...pattern].map(Number);
}

/** The check symbol: the start and each data symbol times its position, modulo 103. */
export function code128Check(values: readonly number[]): number {
  return values.reduce((sum, value, index) => sum + value * Math.max(index, 1), 0) % 103;
}

/**
 * The symbols of an even number of digits in code set C (as the Finnish virtual barcode is printed):
 * the start, one symbol per two digits, the check symbol and the stop.
 */
export function code128C(digits: string): Result<readonly number[], 'format'> {
  if (!/^(\d\d)+$/.test(digits)) return err('format');
  const data = [code128StartC];
  for (let i = 0; i < digits.length; i += 2) data.push(Number(digits.slice(i, i + 2)));
  return ok([...data, code128Check(data), code128Stop]);
}

/** One dark bar, in modules from the left edge of the quiet zone. */
export interface Code128Bar {
  readonly x: number;
  readonly width: number;
}

/** The bars to draw for the digits, and the whole width in modules with both quiet zones. */
export function code128Bars(
  digits: string,
): Result<{ readonly bars: readonly Code128Bar[]; readonly modules: number }, 'format'> {
  const symbols = code128C(digits);
  if (!symbols.ok) return symbols;
  const bars: Code128Bar[] = [];
  let x = code128QuietZone;
  for (const value of symbols.value) {
    code128Pattern(value).forEach((width, index) => {
      if (index % 2 === 0) bars.push({ x, width });
      x += width;
    });
  }
  return ok({ bars, modules: x + code128QuietZone });
}
