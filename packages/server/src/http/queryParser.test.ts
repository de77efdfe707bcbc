import { describe, expect, it } from 'vitest';
import { parseQuery } from './queryParser';

describe('parseQuery', () => {
  it.each([
    ['', {}],
    ['lang=sv', { lang: 'sv' }],
    ['clinicIds=A&clinicIds=B&lang=fi', { clinicIds: ['A', 'B'], lang: 'fi' }],
    ['next=%2Ffi%3Fa%3D1&empty=', { next: '/fi?a=1', empty: '' }],
    ['a[b]=1', { 'a[b]': '1' }],
  ])('should read %j as %j', (text, expected) => {
    expect(parseQuery(text)).toEqual(expected);
  });

  it('should keep a long list a list, in order', () => {
    const ids = Array.from({ length: 600 }, (_, i) => `C${i}`);
    expect(parseQuery(ids.map((id) => `clinicIds=${id}`).join('&'))).toEqual({ clinicIds: ids });
  });

  it('should not let a name reach the prototype', () => {
    const query = parseQuery('__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
    expect(query).toEqual({ ['__proto__']: 'x', constructor: 'y' });
  });
});
