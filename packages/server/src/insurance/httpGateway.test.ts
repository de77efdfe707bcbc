import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpstreamFailure } from '../upstream/failureLog';
import { httpInsurers } from './httpGateway';
import { SandboxInsurers } from './sandboxGateway';
import { insurerSandboxProtocolRoutes, sandboxGatewayPath } from './sandboxProtocolRoutes';

const token = 'gateway-token-for-tests';
const maija = '150385-9024';
const mikko = '150385-913F';
const aino = '010158-936L';

let server: Server;
let base: string;
const sandbox = new SandboxInsurers();
// What the adapter told of its failures, as the server's log would get it.
const failures: UpstreamFailure[] = [];
const onFailure = (failure: UpstreamFailure) => {
  failures.push(failure);
};

beforeAll(async () => {
  const app = express();
  app.use(insurerSandboxProtocolRoutes(sandbox, token));
  // A gateway that has broken down, and one that answers in another shape.
  app.post('/broken/*rest', (_req, res) => {
    res.status(502).json({ type: 'badGateway' });
  });
  app.post('/odd/*rest', (_req, res) => {
    res.json({ somethingElse: true });
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('httpInsurers over the gateway protocol', () => {
  const insurers = () => httpInsurers({ url: `${base}${sandboxGatewayPath}/`, token, onFailure });

  it('given Maija, should find her partner policy and both permits, in the asked language', async () => {
    expect(await insurers().partnerPolicy(maija)).toBe(true);
    const permits = await insurers().partnerPermits(maija, 'sv');
    expect(permits).toEqual(await sandbox.partnerPermits(maija, 'sv'));
    expect(permits).toHaveLength(2);
  });

  it('given Aino, should find no partner policy', async () => {
    expect(await insurers().partnerPolicy(aino)).toBe(false);
  });

  it('given a permit application, should answer the partner page to send the browser to', async () => {
    const url = await insurers().partnerPermitApplication({
      person: maija,
      redirectTo: '/fi/varaa/1/vakuutus',
      lang: 'en',
    });
    expect(url).toMatch(/^\/sandbox\/lahitapiola\/permit\?ticket=[\w-]+&lang=en$/);
  });

  it('given Mikko, should find his OP insurance and not Aino’s', async () => {
    expect(await insurers().pohjolaPersonal(mikko, '2026-12-01')).toBe(true);
    expect(await insurers().pohjolaPersonal(aino, '2026-12-01')).toBe(false);
  });

  it('given a company check, should answer as the sandbox does', async () => {
    const expected = await sandbox.pohjolaCompany(mikko, 'leisureAccident', 'fi');
    expect(await insurers().pohjolaCompany(mikko, 'leisureAccident', 'fi')).toEqual(expected);
  });

  it('given a wrong token, should answer insurerUnavailable', async () => {
    const wrong = httpInsurers({ url: `${base}${sandboxGatewayPath}`, token: 'not-the-token', onFailure });
    await expect(wrong.partnerPolicy(maija)).rejects.toMatchObject({
      status: 503,
      type: 'insurerUnavailable',
    });
  });

  it('given a failing gateway, an odd answer or no gateway at all, should answer insurerUnavailable', async () => {
    failures.length = 0;
    for (const url of [`${base}/broken`, `${base}/odd`, 'http://127.0.0.1:9']) {
      await expect(
        httpInsurers({ url, token, onFailure }).pohjolaPersonal(mikko, '2026-12-01'),
      ).rejects.toMatchObject({ type: 'insurerUnavailable' });
    }
    // Each failure was told with its cause first, and none with the person's identity code.
    expect(failures).toMatchObject([
      { service: 'insurers', call: 'pohjolaPersonal', reason: 'status', status: 502 },
      { service: 'insurers', call: 'pohjolaPersonal', reason: 'answerShape', status: 200 },
      { service: 'insurers', call: 'pohjolaPersonal', reason: 'network', error: expect.any(Error) },
    ]);
    expect(JSON.stringify(failures)).not.toContain(mikko);
  });
});
