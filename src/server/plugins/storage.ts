// Decorates the app with the upload storage and, for the local folder, serves it at /uploads with long
// caching (every stored file name is unique, so a URL never changes content).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { Storage } from '../storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export default fp(
  async function storage(app: FastifyInstance, opts: { storage: Storage }) {
    app.decorate('storage', opts.storage);
    if (opts.storage.localRoot) {
      await app.register(fastifyStatic, {
        root: opts.storage.localRoot,
        prefix: opts.storage.urlPrefix,
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        immutable: true,
        maxAge: '365d',
      });
    }
  },
  { name: 'storage' },
);
