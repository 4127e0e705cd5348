// Upload URLs in answers: root-relative (`/uploads/…`) by default, which is right when the front end is served
// by this server. With ASSET_ORIGIN (else PUBLIC_ORIGIN) set they are made absolute on that origin, so a front
// end on another origin (README "Hosting the front end elsewhere") points its images at the right host. The
// database keeps the root-relative URL: moving the shop to another origin changes no row.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The answer with every upload URL made absolute (the same value when there is no asset origin). */
    withAssetUrls: <T>(payload: T) => T;
    /** The same for an answer already serialised as JSON (the catalogue cache's). */
    withAssetUrlsInJson: (json: string) => string;
    /** An upload URL as the database keeps it: an absolute URL on the asset origin back to `/uploads/…`. */
    storedUploadUrl: (url: string) => string;
  }
}

/** Properties that hold an image URL in the contract's answers (Product, Variant, Image, Category, orders…). */
const URL_KEYS = new Set(['imageUrl', 'url']);

export function absoluteUploadUrls<T>(payload: T, origin: string, prefix: string): T {
  const walk = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string')
      return key && URL_KEYS.has(key) && value.startsWith(prefix) ? origin + value : value;
    if (Array.isArray(value)) return value.map((item) => walk(item, key));
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = walk(v, k);
      return out;
    }
    return value;
  };
  return walk(payload) as T;
}

/**
 * absoluteUploadUrls on the JSON text of an answer: a search's answer lists a dozen products with their pictures,
 * and walking the value to copy it was a twentieth of the search's CPU in the shop. In JSON text a key's quotes
 * are the only unescaped ones before its colon (a quote inside a string is written \"), so `"url":"/uploads/`
 * is always a key and its value, never text a product's name or description holds.
 */
export function absoluteUploadUrlsInJson(json: string, origin: string, prefix: string): string {
  const at = JSON.stringify(origin + prefix).slice(1, -1);
  const from = JSON.stringify(prefix).slice(1, -1);
  let out = json;
  for (const key of URL_KEYS) out = out.replaceAll(`"${key}":"${from}`, `"${key}":"${at}`);
  return out;
}

export default fp(
  async function assetUrls(
    app: FastifyInstance,
    opts: { config: Pick<Config, 'assetOrigin'>; prefix: string },
  ) {
    const origin = opts.config.assetOrigin;
    app.decorate('withAssetUrls', <T>(payload: T): T =>
      origin ? absoluteUploadUrls(payload, origin, opts.prefix) : payload,
    );
    app.decorate('withAssetUrlsInJson', (json: string) =>
      origin ? absoluteUploadUrlsInJson(json, origin, opts.prefix) : json,
    );
    app.decorate('storedUploadUrl', (url: string) =>
      origin && url.startsWith(origin + opts.prefix) ? url.slice(origin.length) : url,
    );
    if (!origin) return;
    // Answers serialised by their route (the catalogue cache calls withAssetUrlsInJson itself on its text).
    app.addHook('preSerialization', async (request, _reply, payload) =>
      request.url.startsWith('/api/') ? absoluteUploadUrls(payload, origin, opts.prefix) : payload,
    );
  },
  { name: 'asset-urls' },
);
