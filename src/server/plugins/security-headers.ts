// Response headers every answer carries (README.md#hostile-input-and-headers): no MIME sniffing (an upload is only ever the type its URL
// says), no framing (the back office cannot be clickjacked), no full URLs leaked to other sites; a strict
// Content-Security-Policy (the HTML runs only the shop's own scripts, plus the advertising pixel's host when a
// pixel is configured); HSTS when the shop is served over HTTPS; and `no-store` on every back-office answer and
// every answer about a shopper's order (placing, viewing, confirming, cancelling, tracking it), which carry
// customer data that no browser or proxy cache may keep.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isSecureOrigin, type Config } from '../config';
import { isAdminRoute } from './auth';

export type HeaderConfig = Pick<Config, 'publicOrigin' | 'metaPixelId'>;

// The pixel module (src/storefront/pixel) loads its script from connect.facebook.net and reports to
// www.facebook.com (an image request, or fetch/beacon).
const PIXEL_SCRIPT_HOST = 'https://connect.facebook.net';
const PIXEL_REPORT_HOST = 'https://www.facebook.com';

/** The policy of the HTML pages: no inline script, nothing from elsewhere but the configured pixel. */
export function htmlContentSecurityPolicy(config: HeaderConfig): string {
  const pixel = Boolean(config.metaPixelId?.trim());
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(pixel ? [PIXEL_SCRIPT_HOST] : [])],
    // MUI (emotion) writes its styles into <style> elements at run time.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...(pixel ? [PIXEL_REPORT_HOST] : [])],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(pixel ? [PIXEL_REPORT_HOST, PIXEL_SCRIPT_HOST] : [])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(isSecureOrigin(config) ? ([['upgrade-insecure-requests']] as Array<[string]>) : []),
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Everything else (JSON, images, scripts) is never a document: it may load nothing and be framed by nobody. */
export const RESOURCE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

function decodedPath(request: FastifyRequest): string {
  const path = request.url.split('?')[0];
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function isAdminPath(request: FastifyRequest): boolean {
  return isAdminRoute(request) || decodedPath(request).startsWith('/api/admin');
}

/**
 * createOrder, the shopper's order view, confirm, cancel and tracking (`/api/customer/orders/…`), and her return
 * requests (`/api/customer/returns…`).
 */
const SHOPPER_ORDER_PATH = /^\/api\/customer\/(createOrder|orders|returns)(\/|$)/i;

function isShopperOrderPath(request: FastifyRequest): boolean {
  return SHOPPER_ORDER_PATH.test(decodedPath(request));
}

/** Sets the headers on one answer; also used where Fastify answers before any hook runs (a malformed URL). */
export function setSecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  config: HeaderConfig,
  htmlPolicy = htmlContentSecurityPolicy(config),
): void {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('x-frame-options', 'DENY');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  const type = String(reply.getHeader('content-type') ?? '');
  reply.header(
    'content-security-policy',
    type.startsWith('text/html') ? htmlPolicy : RESOURCE_CONTENT_SECURITY_POLICY,
  );
  if (isSecureOrigin(config))
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  if (isAdminPath(request) || isShopperOrderPath(request)) reply.header('cache-control', 'no-store');
}

export default fp(
  async function securityHeaders(app: FastifyInstance, opts: { config: HeaderConfig }) {
    const htmlPolicy = htmlContentSecurityPolicy(opts.config);
    app.addHook('onSend', async (request, reply, payload) => {
      setSecurityHeaders(request, reply, opts.config, htmlPolicy);
      return payload;
    });
  },
  { name: 'security-headers' },
);
