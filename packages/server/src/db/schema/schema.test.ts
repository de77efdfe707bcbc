import {
  brandIds,
  customerTypes,
  guardianTypes,
  languages,
  locationTypes,
  sessionScopes,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { BRANDS, CUSTOMER_TYPES, GUARDIAN_TYPES, LANGUAGES, LOCATION_TYPES, SESSION_SCOPES } from '.';

// The schema keeps its own lists so that drizzle-kit can load it without the
// domain package; these tests keep the two from drifting apart.
describe('the check constraints of the schema', () => {
  it.each([
    ['location types', LOCATION_TYPES, locationTypes],
    ['customer types', CUSTOMER_TYPES, customerTypes],
    ['guardian types', GUARDIAN_TYPES, guardianTypes],
    ['languages', LANGUAGES, languages],
    ['brands', BRANDS, brandIds],
    ['session scopes', SESSION_SCOPES, sessionScopes],
  ])('should allow exactly the %s of the domain', (_name, ours, domain) => {
    expect([...ours].sort()).toEqual([...domain].sort());
  });
});
