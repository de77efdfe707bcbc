// The fonts a browser whose pictures are compared may use: only those the project ships.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

/**
 * A WOFF 1.0 font as the plain TrueType file it wraps (https://www.w3.org/TR/WOFF/): each table
 * inflated, with the sfnt header and table directory written anew. Chromium's own FreeType reads
 * neither WOFF nor WOFF2 from a file that fontconfig offers, only TrueType and OpenType.
 */
export function woffToTrueType(woff) {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const stored = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const bytes = woff.subarray(offset, offset + stored);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: stored < length ? inflateSync(bytes) : bytes,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  woff.copy(header, 0, 4, 8);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE((count - power) * 16, 10);
  const parts = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    table.tag.copy(header, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    // Each table starts on a four-byte boundary.
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** Inter's Latin faces of the weights the themes use, as @fontsource/inter ships them. */
const shipped = /^inter-latin(-ext)?-(400|500|600|700)-normal\.woff$/;

/**
 * The environment of a browser whose pictures are compared: a fontconfig of its own that offers only
 * Inter, the font the project ships, so a generic family (serif, monospace, a form control's system
 * font) or a character the page's fonts lack resolves to the same face on every machine, whatever
 * font packages it has installed. No <include> of /etc/fonts: the machine's fonts and aliases stay out.
 */
export function hermeticFontEnv() {
  const require = createRequire(new URL('../packages/server/package.json', import.meta.url));
  const source = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');
  const home = path.join(os.tmpdir(), 'portal-fontconfig');
  const fonts = path.join(home, 'fonts');
  mkdirSync(fonts, { recursive: true });
  for (const file of readdirSync(source).filter((name) => shipped.test(name))) {
    const target = path.join(fonts, file.replace(/\.woff$/, '.ttf'));
    if (!existsSync(target)) writeFileSync(target, woffToTrueType(readFileSync(path.join(source, file))));
  }
  const conf = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    `  <dir>${fonts}</dir>`,
    `  <cachedir>${path.join(home, 'cache')}</cachedir>`,
    // How glyphs are drawn, set here too (Debian's defaults), not left to the machine's settings.
    '  <match target="font">',
    '    <edit name="antialias" mode="assign"><bool>true</bool></edit>',
    '    <edit name="hinting" mode="assign"><bool>true</bool></edit>',
    '    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>',
    '    <edit name="rgba" mode="assign"><const>none</const></edit>',
    '    <edit name="lcdfilter" mode="assign"><const>lcddefault</const></edit>',
    '  </match>',
    '</fontconfig>',
    '',
  ].join('\n');
  const file = path.join(home, 'fonts.conf');
  if (!existsSync(file) || readFileSync(file, 'utf8') !== conf) writeFileSync(file, conf);
  return { ...process.env, FONTCONFIG_FILE: file };
}
