/**
 * The methods the sandbox offers, in the payment service's groups (`mobile`, `bank`,
 * `creditcard`, `credit`), as it lists them.
 */
export const sandboxMethods = [
  { id: 'mobilepay', name: 'MobilePay', group: 'mobile', colour: '#5a78ff' },
  { id: 'pivo', name: 'Pivo', group: 'mobile', colour: '#ff5f00' },
  { id: 'osuuspankki', name: 'OP', group: 'bank', colour: '#ff6a10' },
  { id: 'nordea', name: 'Nordea', group: 'bank', colour: '#0000a0' },
  { id: 'danske', name: 'Danske Bank', group: 'bank', colour: '#003755' },
  { id: 'saastopankki', name: 'Säästöpankki', group: 'bank', colour: '#e2001a' },
  { id: 'aktia', name: 'Aktia', group: 'bank', colour: '#00a19a' },
  { id: 'alandsbanken', name: 'Ålandsbanken', group: 'bank', colour: '#004b87' },
  { id: 'visa', name: 'Visa', group: 'creditcard', colour: '#1a1f71' },
  { id: 'mastercard', name: 'Mastercard', group: 'creditcard', colour: '#eb001b' },
  { id: 'oplasku', name: 'OP Lasku', group: 'credit', colour: '#ff6a10' },
  { id: 'walley', name: 'Walley', group: 'credit', colour: '#1d1d1b' },
] as const;
export type SandboxMethod = (typeof sandboxMethods)[number];

/** A plain logo: the name on the bank's colour. */
export function methodLogo(method: SandboxMethod): string {
  const name = method.name.replace(/&/g, '&amp;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64" role="img" aria-label="${name}"><rect width="160" height="64" rx="6" fill="${method.colour}"/><text x="80" y="39" font-family="sans-serif" font-size="18" font-weight="bold" fill="#fff" text-anchor="middle">${name}</text></svg>`;
}
