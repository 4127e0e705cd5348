// The production setup of deploy/nginx/morph.conf: `nginx -t` accepts it, and the shop served through it with
// TRUST_PROXY set to the proxy's address sees each real client (per-address limits apply to the client, not to
// the proxy, and a client cannot claim another address with its own X-Forwarded-For), while nginx caps the
// connections of one address and answers the one over the cap in its language. Needs nginx and openssl, which
// .ci/run installs: it runs with the PostgreSQL pass (npm run test:api:pg), not in npm test, and a missing binary
// fails with how to install it. Only the certificate paths,
// the ports and the cap (lowered so the test is cheap) are changed; IPv6 listeners are left out.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { createServer, connect as connectTcp, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect as connectTls, type TLSSocket } from 'node:tls';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { seedShop, type Shop } from '../api/customer-fixtures';
import { useTestApp } from '../api/helpers/app';

const shipped = readFileSync(new URL('../../deploy/nginx/morph.conf', import.meta.url), 'utf8');

const nginx = ['nginx', '/usr/sbin/nginx'].find((bin) => spawnSync(bin, ['-v']).status === 0);
const openssl = spawnSync('openssl', ['version']).status === 0;
const missing = !nginx || !openssl;

const api = useTestApp();
let shop: Shop;
beforeEach(async () => {
  shop = await seedShop(api.db);
});

/** A port free now, with the one after it (nginx's plain-HTTP listener), below the ephemeral range (32768+) that
 * the suite's servers on port 0 draw from. */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = async (p: number) => {
      const probe = createServer();
      const ok = await new Promise<boolean>((resolve) => {
        probe.once('error', () => resolve(false));
        probe.listen(p, '127.0.0.1', () => resolve(true));
      });
      if (ok) await new Promise((resolve) => probe.close(resolve));
      return ok;
    };
    if ((await free(port)) && (await free(port + 1))) return port;
  }
}

let dir = '';
let proxy: ChildProcess | undefined;
let https = 0;

/** The shipped file with this machine's certificate, ports and upstream, and the cap at `cap`. */
function localConf(upstream: number, cap = 200) {
  const conf = shipped
    .replaceAll('/etc/letsencrypt/live/shop.example/', `${dir}/`)
    .replaceAll('/var/www/certbot', `${dir}/acme`)
    .replace(/^\s*listen \[::\].*$/gm, '')
    .replace('listen 443 ssl', `listen 127.0.0.1:${https} ssl`)
    .replace('listen 80;', `listen 127.0.0.1:${https + 1};`)
    .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${upstream};`)
    .replace('limit_conn morph_per_address 200;', `limit_conn morph_per_address ${cap};`);
  writeFileSync(join(dir, 'morph.conf'), conf);
  // A minimal main file, as Debian's includes conf.d inside `http { }`; the master as root runs workers as
  // root too, so they can read this private directory.
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\n` +
      `events { worker_connections 256; }\nhttp { access_log off; include ${dir}/morph.conf; }\n`,
  );
  return ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')];
}

describe('behind nginx (deploy/nginx/morph.conf)', () => {
  beforeAll(async () => {
    if (missing) throw new Error('nginx and openssl are needed here: apt-get install -y nginx openssl');
    dir = mkdtempSync(join(tmpdir(), 'morph-nginx-'));
    chmodSync(dir, 0o755);
    https = await freePort();
    const cert = spawnSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=shop.example',
      '-keyout',
      join(dir, 'privkey.pem'),
      '-out',
      join(dir, 'fullchain.pem'),
    ]);
    expect(cert.status).toBe(0);
  });

  afterAll(async () => {
    if (proxy && proxy.exitCode === null) {
      proxy.kill('SIGTERM');
      await new Promise((resolve) => proxy!.once('exit', resolve));
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Starts nginx in front of `upstream` and waits until it owns its ports: nginx writes its pid file only once
   * it has bound them, and exits when another process took one meanwhile (other test files listen at the same
   * time), in which case it starts again on other ports.
   */
  async function startProxy(upstream: number, cap: number) {
    for (let attempt = 0; ; attempt++) {
      rmSync(join(dir, 'nginx.pid'), { force: true });
      const child = spawn(nginx!, localConf(upstream, cap), { stdio: 'ignore' });
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      for (let tries = 0; !existsSync(join(dir, 'nginx.pid')) && child.exitCode === null; tries++) {
        if (tries > 100)
          throw new Error(`nginx did not start: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (child.exitCode === null) {
        proxy = child;
        return;
      }
      await exited;
      if (attempt >= 5)
        throw new Error(`nginx did not start: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
      https = await freePort();
    }
  }

  it('is a configuration nginx accepts', () => {
    const check = spawnSync(nginx!, ['-t', ...localConf(3000)], { encoding: 'utf8' });
    expect(check.stderr).toContain('test is successful');
    expect(check.status).toBe(0);
  });

  /** A call through nginx over TLS from the client address `from`. */
  function call(
    from: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>(
      (resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port: https,
            servername: 'shop.example',
            rejectUnauthorized: false,
            localAddress: from,
            agent: false,
            method,
            path,
            headers: {
              ...(payload
                ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
                : {}),
              ...headers,
            },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (c: string) => (text += c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
          },
        );
        req.on('error', reject);
        req.end(payload);
      },
    );
  }

  it('serves the shop with the real client address, and caps the connections of one address', async () => {
    const app = await api.freshApp({
      trustProxy: '127.0.0.1',
      limits: { ...loadConfig({}).limits, couponFailuresPerAddress: 2 },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    await startProxy((app.server.address() as AddressInfo).port, 3);

    expect((await call('127.0.0.2', 'GET', '/api/shipping/cities')).status).toBe(200);

    // Per-address limits count the client nginx names, not nginx: 127.0.0.2 uses up its coupon guesses…
    const guess = (from: string, headers?: Record<string, string>) =>
      call(
        from,
        'POST',
        '/api/customer/couponsApply',
        { couponCode: 'GUESS', items: [{ productId: shop.dress.id, quantity: 1 }] },
        headers,
      );
    expect((await guess('127.0.0.2')).status).toBe(422);
    expect((await guess('127.0.0.2')).status).toBe(422);
    expect((await guess('127.0.0.2')).status).toBe(429);
    // …and cannot get more by naming another address itself, while another client is not affected.
    expect((await guess('127.0.0.2', { 'x-forwarded-for': '156.210.9.9' })).status).toBe(429);
    expect((await guess('127.0.0.3')).status).toBe(422);

    // nginx holds slow bodies itself, and caps the connections of one address (3 here).
    const slow: TLSSocket[] = [];
    for (let i = 0; i < 3; i++) {
      // TLS over a TCP socket bound to the client's address.
      const tcp = connectTcp({ host: '127.0.0.1', port: https, localAddress: '127.0.0.4' });
      const socket = connectTls({ socket: tcp, servername: 'shop.example', rejectUnauthorized: false });
      socket.on('error', () => {});
      await new Promise((resolve) => socket.once('secureConnect', resolve));
      socket.write(
        'POST /api/customer/createOrder HTTP/1.1\r\nHost: shop.example\r\nContent-Type: application/json\r\n' +
          'Content-Length: 2000\r\n\r\n{',
      );
      slow.push(socket);
    }
    // Once nginx has their headers, a fourth request from that address is over the cap.
    const over = await vi.waitFor(
      async () => {
        const answer = await call('127.0.0.4', 'GET', '/api/shipping/cities', undefined, {
          'accept-language': 'ar',
        });
        expect(answer.status).toBe(429);
        return answer;
      },
      { timeout: 5000, interval: 200 },
    );
    expect(over.headers['retry-after']).toBe('5');
    expect(JSON.parse(over.body)).toEqual({
      error: 'طلبات كثيرة جدًا من شبكتك في نفس الوقت. من فضلك حاولي مرة أخرى بعد ثوانٍ.',
    });
    expect((await call('127.0.0.5', 'GET', '/api/shipping/cities')).status).toBe(200);
    for (const s of slow) s.destroy();
  });
});
