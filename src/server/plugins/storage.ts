// Decorates the app with the upload storage and serves it at /uploads with long caching (every stored file
// name is unique, so a URL never changes content): a local folder as static files; a bucket through the
// server, or by a redirect to the bucket's public URL when one is configured.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isServableUpload, isStorageKey, type Storage } from '../storage/storage';
import { HttpError } from './errors';
import { msg } from '../i18n';

const IMMUTABLE = 'public, max-age=31536000, immutable';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export default fp(
  async function storage(app: FastifyInstance, opts: { storage: Storage }) {
    app.decorate('storage', opts.storage);
    if (opts.storage.localRoot) {
      const root = opts.storage.localRoot;
      await app.register(fastifyStatic, {
        root,
        // Only regular files inside the folder: a symbolic link out of it is a 404, never followed.
        allowedPath: (pathName) => isServableUpload(root, pathName.replace(/^\/+/, '')),
        prefix: opts.storage.urlPrefix,
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        immutable: true,
        maxAge: '365d',
      });
    } else if (opts.storage.open) {
      const storage = opts.storage;
      app.get(`${storage.urlPrefix}*`, async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        if (!isStorageKey(key)) throw new HttpError(404, msg('error.notFound'));
        const publicUrl = storage.publicUrlOf?.(key);
        if (publicUrl) return reply.header('cache-control', IMMUTABLE).redirect(publicUrl, 301);
        const file = await storage.open!(key);
        if (!file) throw new HttpError(404, msg('error.notFound'));
        reply.header('cache-control', IMMUTABLE).type(file.contentType ?? 'application/octet-stream');
        if (file.length !== undefined) reply.header('content-length', file.length);
        return reply.send(file.body);
      });
    }
  },
  { name: 'storage' },
);
