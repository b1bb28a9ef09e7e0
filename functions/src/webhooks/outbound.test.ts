import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '../../../src/domain/webhooks';
import { isForbiddenAddress, PRODUCTION_POLICY, sendSigned } from './outbound';

describe('webhook destinations', () => {
  it('refuses loopback, private, link-local, metadata and mapped addresses and allows public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      '::ffff:127.0.0.1',
      '::ffff:a00:1',
    ]) {
      expect(isForbiddenAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])
      expect(isForbiddenAddress(address), address).toBe(false);
  });

  it('refuses the IPv6 forms that carry or reach an IPv4 address: IPv4-compatible, 6to4, Teredo and local-use NAT64', () => {
    for (const address of [
      '::7f00:1',
      '::a9fe:a9fe',
      '2002:7f00:1::',
      '2002:a9fe:a9fe::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '2001::1',
      '64:ff9b:1::a00:1',
      '64:ff9b:1:ffff::1',
      '64:ff9b::7f00:1',
    ]) {
      expect(isForbiddenAddress(address), address).toBe(true);
    }
    // Neighbours of those prefixes are ordinary addresses.
    for (const address of ['2001:4860:4860::8888', '2003::1', '64:ff9b:2::1'])
      expect(isForbiddenAddress(address), address).toBe(false);
  });
});

describe('sending', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer((_request, response) => response.end('{"ok":true}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const request = (target: string) => ({ url: target, body: '{}', headers: { 'Content-Type': 'application/json' } });

  it('refuses private addresses in production, by literal and by host name, without retrying', async () => {
    for (const target of [
      'http://10.0.0.1/hook',
      url,
      url.replace('127.0.0.1', 'localhost'),
      'http://metadata.google.internal/computeMetadata/v1/',
    ]) {
      const result = await sendSigned('POST', request(target), 's'.repeat(64), PRODUCTION_POLICY, 'w1');
      expect(result, target).toMatchObject({ status: 'refused', attempts: 1, error: WEBHOOK_MESSAGES.refusedAddress });
    }
  });

  it('reaches a local receiver when the local policy allows it', async () => {
    expect(await sendSigned('POST', request(url), 's'.repeat(64), { allowPrivateAddresses: true }, 'w1')).toMatchObject(
      { status: 'success', statusCode: 200, attempts: 1, response: '{\n  "ok": true\n}' },
    );
  });
});
