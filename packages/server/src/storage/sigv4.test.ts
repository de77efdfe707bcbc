import { describe, expect, it } from 'vitest';
import { amzDate, authorization, sha256Hex, uriEncode } from './sigv4';

// The example credentials and requests of the S3 documentation's Signature Version 4 examples.
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const scope = 'Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request';

describe('Signature Version 4', () => {
  it('should sign the documented GET of a range as S3 does', () => {
    const payloadHash = sha256Hex('');
    const header = authorization(
      {
        method: 'GET',
        path: '/test.txt',
        query: [],
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          range: 'bytes=0-9',
          'x-amz-content-sha256': payloadHash,
          'x-amz-date': '20130524T000000Z',
        },
        payloadHash,
      },
      credentials,
      'us-east-1',
    );
    expect(header).toBe(
      `AWS4-HMAC-SHA256 ${scope}, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ` +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('should sign the documented PUT of a key with a reserved character as S3 does', () => {
    const payloadHash = sha256Hex('Welcome to Amazon S3.');
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const header = authorization(
      {
        method: 'PUT',
        path: `/${uriEncode('test$file.text', true)}`,
        query: [],
        headers: {
          Date: 'Fri, 24 May 2013 00:00:00 GMT',
          host: 'examplebucket.s3.amazonaws.com',
          'x-amz-content-sha256': payloadHash,
          'x-amz-date': '20130524T000000Z',
          'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        },
        payloadHash,
      },
      credentials,
      'us-east-1',
    );
    expect(header).toMatch(
      /SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/,
    );
  });

  it('should encode all but the unreserved characters, keeping a path’s slashes', () => {
    expect(uriEncode("a b/c*d'(e)!~_.-")).toBe('a%20b%2Fc%2Ad%27%28e%29%21~_.-');
    expect(uriEncode('kela-card/x/front', true)).toBe('kela-card/x/front');
  });

  it('should write the request time without separators or milliseconds', () => {
    expect(amzDate(new Date('2026-11-25T09:30:05.123Z'))).toBe('20261125T093005Z');
  });
});
