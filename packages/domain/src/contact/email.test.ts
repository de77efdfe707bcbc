import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateEmail } from './email';

describe('validateEmail', () => {
  describe('given a valid address', () => {
    it.each([
      ['maija.virtanen@example.fi', 'maija.virtanen@example.fi'],
      ['  billing@example.fi ', 'billing@example.fi'],
      ["o'connor+tag@mail.example.co.uk", "o'connor+tag@mail.example.co.uk"],
      ['a@b.cd', 'a@b.cd'],
    ])('should accept %j as %j', (input, value) => {
      expect(validateEmail(input)).toEqual({ ok: true, value });
    });
  });

  describe('given an invalid address', () => {
    it.each([
      ['', 'required'],
      ['   ', 'required'],
      [`${'a'.repeat(68)}@example.fi`, 'tooLong'],
      ['maija', 'format'],
      ['maija@', 'format'],
      ['@example.fi', 'format'],
      ['maija@example', 'format'],
      ['maija@example.f', 'format'],
      ['maija@example.f1', 'format'],
      ['maija virtanen@example.fi', 'format'],
      ['maija@exa mple.fi', 'format'],
      ['maija@@example.fi', 'format'],
      ['a@b@example.fi', 'format'],
      ['maija@xn--mkinen-gua.fi', 'format'],
      ['maija@mail.XN--p1ai', 'format'],
      ['maija@example.fi, eetu@example.fi', 'format'],
      ['Maija <maija@example.fi>', 'format'],
      ['.maija@example.fi', 'format'],
      ['maija..v@example.fi', 'format'],
      ['maija@-example.fi', 'format'],
      ['maija@example..fi', 'format'],
      ['mäijä@example.fi', 'format'],
    ])('should refuse %j with %s', (input, error) => {
      expect(validateEmail(input)).toEqual({ ok: false, error });
    });
  });

  it('should accept exactly 78 characters and no more', () => {
    const at78 = `${'a'.repeat(67)}@example.fi`;
    expect(at78).toHaveLength(78);
    expect(validateEmail(at78).ok).toBe(true);
    expect(validateEmail(`a${at78}`)).toEqual({ ok: false, error: 'tooLong' });
  });

  it('should refuse any address with a space inside', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.nat(), (email, at) => {
        const cut = 1 + (at % (email.length - 1));
        expect(validateEmail(`${email.slice(0, cut)} ${email.slice(cut)}`).ok).toBe(false);
      }),
    );
  });

  it('should refuse any domain with xn--', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{1,10}$/),
        fc.stringMatching(/^[a-z0-9]{1,10}$/),
        (local, label) => {
          expect(validateEmail(`${local}@xn--${label}.fi`)).toEqual({ ok: false, error: 'format' });
          expect(validateEmail(`${local}@mail.xn--${label}.fi`)).toEqual({ ok: false, error: 'format' });
        },
      ),
    );
  });
});
