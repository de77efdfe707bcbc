import { plainSuccess } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { fakeServer, unreachableServer } from '../../test/fakeServer';
import { ApiError, requestJson } from './request';

describe('requestJson', () => {
  describe('given a success of the agreed shape', () => {
    it('should answer it', async () => {
      fakeServer({ 'POST /api/logout': { body: { type: 'success' } } });
      expect(await requestJson('/api/logout', plainSuccess, { method: 'POST' })).toEqual({ type: 'success' });
    });
  });

  describe('given a ValidationError', () => {
    it('should keep its status, code and offending fields', async () => {
      const details = [{ path: 'phoneNumber', message: 'tooLong' }];
      fakeServer({ 'PUT /api/user': { status: 400, body: { type: 'ValidationError', details } } });
      const error = await requestJson('/api/user', plainSuccess, { method: 'PUT', body: {} }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 400, type: 'ValidationError', details });
    });
  });

  describe('given a failure with a listed code and no details', () => {
    it('should keep the code with empty details', async () => {
      fakeServer({ 'GET /api/user': { status: 403, body: { type: 'noPatient' } } });
      await expect(requestJson('/api/user', plainSuccess)).rejects.toMatchObject({
        status: 403,
        type: 'noPatient',
        details: [],
      });
    });
  });

  describe('given a failure with a code the list lacks', () => {
    it('should be an unknownError', async () => {
      fakeServer({ 'GET /api/user': { status: 418, body: { type: 'somethingNew' } } });
      await expect(requestJson('/api/user', plainSuccess)).rejects.toEqual(new ApiError(418, 'unknownError'));
    });
  });

  describe('given a success of another shape', () => {
    it('should be an invalidAnswer', async () => {
      fakeServer({ 'GET /api/user': { body: { type: 'maybe' } } });
      await expect(requestJson('/api/user', plainSuccess)).rejects.toEqual(
        new ApiError(200, 'invalidAnswer'),
      );
    });
  });

  describe('given no answer', () => {
    it('should be a networkError with status 0', async () => {
      unreachableServer();
      await expect(requestJson('/api/user', plainSuccess)).rejects.toEqual(new ApiError(0, 'networkError'));
    });
  });
});
