import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db';
import { openTestDatabase } from '../db/testing';
import { databaseLimitReader, databaseRateLimits, type RateLimitRule } from './rateLimit';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const secret = 's'.repeat(32);
const hour = (points: number): RateLimitRule => ({ name: 'test.hour', points, durationSeconds: 3600 });
const day = (points: number): RateLimitRule => ({ name: 'test.day', points, durationSeconds: 86_400 });

describe('several rules counted as one limit', () => {
  describe('given the day allows fewer attempts than the hour', () => {
    it('should refuse past the day’s count and say to wait for the day’s window', async () => {
      const limit = databaseRateLimits(database.db, secret, [hour(5), day(3)]);
      for (let n = 0; n < 3; n++) expect(await limit.attempt('maija')).toBeNull();
      const wait = await limit.attempt('maija');
      expect(wait).toBeGreaterThan(3600);
      expect(wait).toBeLessThanOrEqual(86_400);
      expect(await limit.attempt('pekka')).toBeNull();
    });
  });

  describe('given the hour is used up', () => {
    it('should refuse for the hour without spending the day', async () => {
      const rules = [
        { ...hour(2), name: 'test2.hour' },
        { ...day(4), name: 'test2.day' },
      ];
      const limit = databaseRateLimits(database.db, secret, rules);
      for (let n = 0; n < 2; n++) expect(await limit.attempt('aino')).toBeNull();
      for (let n = 0; n < 5; n++) {
        const wait = await limit.attempt('aino');
        expect(wait).toBeGreaterThan(3000);
        expect(wait).toBeLessThanOrEqual(3600);
      }
      const dayCount = databaseLimitReader(database.db, secret, { ...day(3), name: 'test2.day' });
      // Two counted of the day: a rule of three would not be used up yet.
      expect(await dayCount.blockedUntil('aino', new Date())).toBeNull();
    });
  });
});
