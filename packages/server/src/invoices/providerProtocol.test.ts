import { describe, expect, it } from 'vitest';
import { providerPaymentAnswer } from './providerProtocol';

/** An answer of the payment service as its documentation shows one, with a method of each group. */
function answer(groups: string[]) {
  return {
    transactionId: '5770642a-9a02-4ca2-8eaa-cc6260a78eb6',
    href: 'https://services.paytrail.com/pay/5770642a-9a02-4ca2-8eaa-cc6260a78eb6',
    reference: '809759248',
    terms:
      'By continuing with your payment, you agree to our <a href="https://www.paytrail.com/terms" target="_blank">payment terms</a>',
    groups: groups.map((id) => ({
      id,
      name: id,
      icon: `https://static.example/${id}.png`,
      svg: `https://static.example/${id}.svg`,
    })),
    providers: groups.map((group) => ({
      url: `https://services.paytrail.com/payments/5770642a-9a02-4ca2-8eaa-cc6260a78eb6/${group}/redirect`,
      icon: `https://static.example/${group}.png`,
      svg: `https://static.example/${group}.svg`,
      name: group,
      group,
      id: `${group}-method`,
      parameters: [{ name: 'amount', value: 'base64 MTUyNQ==' }],
    })),
    customProviders: { applepay: { parameters: [{ name: 'amount', value: '15.25' }] } },
  };
}

describe('the payment service’s answer to a new payment', () => {
  it.each(['mobile', 'bank', 'creditcard', 'credit'])(
    'should accept a method of the documented group %s',
    (group) => {
      expect(providerPaymentAnswer.safeParse(answer([group])).success).toBe(true);
    },
  );

  it('should accept a group the service may add later', () => {
    const parsed = providerPaymentAnswer.parse(answer(['bank', 'paylater']));
    expect(parsed.providers.map((provider) => provider.group)).toEqual(['bank', 'paylater']);
  });
});
