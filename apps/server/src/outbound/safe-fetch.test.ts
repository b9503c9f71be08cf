import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedIPv4, isPublicAddress, parseAllowlist } from './address-policy.ts';
import { OutboundError } from './outbound-error.ts';
import { safeFetch } from './safe-fetch.ts';

describe('address policy', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '64:ff9b::a9fe:a9fe',
    '2002:c0a8:0101::1',
    // IPv6 transition ranges: local-use NAT64, Teredo, 6to4 (even with a public IPv4 inside),
    // IPv4-translated and IPv4-compatible forms of private addresses.
    '64:ff9b:1::a00:1',
    '64:ff9b:1:ffff::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001::1',
    '2002:808:808::1',
    '::ffff:0:a00:1',
    '::ffff:0:127.0.0.1',
    '::a00:1',
    '::127.0.0.1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2001:4860:4860::8888',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('reads the IPv4 address inside IPv6 forms', () => {
    expect(embeddedIPv4('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(embeddedIPv4('::ffff:a00:1')).toBe('10.0.0.1');
    expect(embeddedIPv4('::ffff:0:a00:1')).toBe('10.0.0.1');
    expect(embeddedIPv4('2606:4700::1')).toBeNull();
  });

  it('parses host names and CIDRs and rejects nonsense', () => {
    const list = parseAllowlist(' localhost , 10.0.0.0/8, fd00::/8 ,192.168.1.5');
    expect(list.allowsHost('LOCALHOST')).toBe(true);
    expect(list.allowsHost('example.com')).toBe(false);
    expect(list.allowsAddress('10.9.9.9')).toBe(true);
    expect(list.allowsAddress('::ffff:10.9.9.9')).toBe(true);
    expect(list.allowsAddress('fd00::5')).toBe(true);
    expect(list.allowsAddress('192.168.1.5')).toBe(true);
    expect(list.allowsAddress('192.168.1.6')).toBe(false);
    expect(() => parseAllowlist('10.0.0.0/40')).toThrow(/prefix/);
    expect(() => parseAllowlist('example.com/8')).toThrow(/CIDR/);
  });
});

describe('safeFetch', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/file') return res.end('hello');
      if (req.url === '/big') return res.end(Buffer.alloc(5000, 'x'));
      if (req.url === '/stream') {
        res.write(Buffer.alloc(3000, 'y'));
        res.write(Buffer.alloc(3000, 'y'));
        return res.end();
      }
      if (req.url === '/to-file') return res.writeHead(302, { location: '/file' }).end();
      if (req.url === '/to-metadata')
        return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      if (req.url === '/slow') return setTimeout(() => res.end('late'), 2000);
      if (req.url === '/echo') {
        let body = '';
        req.on('data', (c) => {
          body += c;
        });
        req.on('end', () => res.end(`${req.method} ${body}`));
        return;
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const loopbackAllowed = parseAllowlist('127.0.0.1/32');
  const nothingAllowed = parseAllowlist('');
  const opts = { maxBytes: 4096, timeoutMs: 5000 };

  async function failure(promise: Promise<unknown>): Promise<string> {
    try {
      await promise;
    } catch (e) {
      if (e instanceof OutboundError) return e.code;
      throw e;
    }
    return 'no error';
  }

  it('refuses loopback unless allow-listed', async () => {
    expect(await failure(safeFetch(`${base}/file`, { ...opts, allowlist: nothingAllowed }))).toBe(
      'blocked_address',
    );
    const ok = await safeFetch(`${base}/file`, { ...opts, allowlist: loopbackAllowed });
    expect(ok.status).toBe(200);
    expect(ok.body.toString()).toBe('hello');
  });

  it('vets the resolved addresses of a name, and connects to the vetted one', async () => {
    const port = new URL(base).port;
    const resolvesToLoopback = async () => ['127.0.0.1'];
    expect(
      await failure(
        safeFetch(`http://files.example.test:${port}/file`, {
          ...opts,
          allowlist: nothingAllowed,
          resolve: resolvesToLoopback,
        }),
      ),
    ).toBe('blocked_address');
    const mixed = async () => ['93.184.216.34', '127.0.0.1'];
    expect(
      await failure(
        safeFetch(`http://files.example.test:${port}/file`, {
          ...opts,
          allowlist: nothingAllowed,
          resolve: mixed,
        }),
      ),
    ).toBe('blocked_address');
    const byName = await safeFetch(`http://files.example.test:${port}/file`, {
      ...opts,
      allowlist: parseAllowlist('files.example.test'),
      resolve: resolvesToLoopback,
    });
    expect(byName.body.toString()).toBe('hello');
  });

  it('follows redirects only when asked, and vets every hop', async () => {
    const notFollowed = await safeFetch(`${base}/to-file`, { ...opts, allowlist: loopbackAllowed });
    expect(notFollowed.status).toBe(302);
    const followed = await safeFetch(`${base}/to-file`, {
      ...opts,
      allowlist: loopbackAllowed,
      maxRedirects: 3,
    });
    expect(followed.body.toString()).toBe('hello');
    expect(
      await failure(
        safeFetch(`${base}/to-metadata`, { ...opts, allowlist: loopbackAllowed, maxRedirects: 3 }),
      ),
    ).toBe('blocked_address');
  });

  it('enforces the size limit from the header and while streaming, or truncates', async () => {
    expect(await failure(safeFetch(`${base}/big`, { ...opts, allowlist: loopbackAllowed }))).toBe(
      'too_large',
    );
    expect(await failure(safeFetch(`${base}/stream`, { ...opts, allowlist: loopbackAllowed }))).toBe(
      'too_large',
    );
    const cut = await safeFetch(`${base}/stream`, {
      ...opts,
      allowlist: loopbackAllowed,
      onTooLarge: 'truncate',
    });
    expect(cut.truncated).toBe(true);
    expect(cut.body.length).toBe(4096);
  });

  it('enforces the time limit', async () => {
    expect(
      await failure(safeFetch(`${base}/slow`, { ...opts, timeoutMs: 200, allowlist: loopbackAllowed })),
    ).toBe('timeout');
  });

  it('sends a body and refuses odd URLs', async () => {
    const res = await safeFetch(`${base}/echo`, {
      ...opts,
      allowlist: loopbackAllowed,
      method: 'POST',
      body: '{"a":1}',
    });
    expect(res.body.toString()).toBe('POST {"a":1}');
    expect(await failure(safeFetch('ftp://example.com/x', { ...opts, allowlist: loopbackAllowed }))).toBe(
      'invalid_url',
    );
    expect(await failure(safeFetch(`http://u:p@127.0.0.1/`, { ...opts, allowlist: loopbackAllowed }))).toBe(
      'invalid_url',
    );
  });
});
