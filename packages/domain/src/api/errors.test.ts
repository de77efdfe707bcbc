import { describe, expect, it } from 'vitest';
import { apiErrorCodes, apiErrorStatus, clientErrorCodes, failureAnswer, isApiErrorCode } from './errors';

describe('the error vocabulary', () => {
  it('should list each code once', () => {
    expect(new Set(apiErrorCodes).size).toBe(apiErrorCodes.length);
  });

  it.each(apiErrorCodes)('should answer %s with a failure status', (code) => {
    expect(apiErrorStatus[code]).toBeGreaterThanOrEqual(400);
    expect(apiErrorStatus[code]).toBeLessThan(600);
  });

  it('should answer the conventions of the API with their statuses', () => {
    expect(apiErrorStatus.ValidationError).toBe(400);
    expect(apiErrorStatus.unauthorized).toBe(401);
    expect(apiErrorStatus.forbidden).toBe(403);
    expect(apiErrorStatus.notFound).toBe(404);
    expect(apiErrorStatus.unknownError).toBe(500);
  });

  it.each(clientErrorCodes)('should keep the browser’s own %s out of the server’s list', (code) => {
    expect(isApiErrorCode(code)).toBe(false);
  });

  describe('given a failure answer', () => {
    it('should read a listed code with its validation details', () => {
      const answer = { type: 'ValidationError', details: [{ path: 'ssn', message: 'checkCharacter' }] };
      expect(failureAnswer.parse(answer)).toEqual(answer);
    });

    it('should refuse a code the list lacks', () => {
      expect(failureAnswer.safeParse({ type: 'somethingNew' }).success).toBe(false);
    });
  });
});
