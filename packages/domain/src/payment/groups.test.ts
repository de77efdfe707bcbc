import { describe, expect, it } from 'vitest';
import { providerGroups } from './groups';
import type { PaymentProvider } from './page';

const method = (id: string, group?: string): PaymentProvider => ({
  id,
  name: id,
  url: 'https://pay.example/pay',
  svg: `https://pay.example/${id}.svg`,
  ...(group === undefined ? {} : { group }),
  parameters: [],
});

describe('providerGroups', () => {
  it('should group the methods in the service’s groups, in the page’s order', () => {
    const grouped = providerGroups([
      method('visa', 'creditcard'),
      method('nordea', 'bank'),
      method('walley', 'credit'),
      method('mobilepay', 'mobile'),
      method('op', 'bank'),
    ]);
    expect(grouped.map(({ group, providers }) => [group, providers.map((provider) => provider.id)])).toEqual([
      ['mobile', ['mobilepay']],
      ['bank', ['nordea', 'op']],
      ['creditcard', ['visa']],
      ['credit', ['walley']],
    ]);
  });

  it('should show a method of an unknown group, or of none, under other methods', () => {
    const grouped = providerGroups([method('nordea', 'bank'), method('newpay', 'paylater'), method('plain')]);
    expect(grouped.map(({ group, providers }) => [group, providers.map((provider) => provider.id)])).toEqual([
      ['bank', ['nordea']],
      ['other', ['newpay', 'plain']],
    ]);
  });

  it('should leave out the groups without methods', () => {
    expect(providerGroups([])).toEqual([]);
  });
});
