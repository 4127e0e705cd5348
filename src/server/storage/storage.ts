// Where uploaded files live. The server only talks to this interface, so a bucket can replace the local
// folder (several instances behind a load balancer) without touching a handler.
import { lstatSync, realpathSync } from 'node:fs';
import { mkdir, rm, writeFile, rename } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';

export interface Storage {
  /** Stores `data` under `key` (e.g. `products/linen-dress-3fa9c1-640.webp`) and returns its public URL. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** Removes the file behind a URL this storage returned; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
  /** The folder to serve at `urlPrefix`, when the storage is local. */
  readonly localRoot?: string;
  readonly urlPrefix: string;
  /** A stored file by key, for serving it at `urlPrefix` when it is not a local folder; undefined if absent. */
  open?(key: string): Promise<StoredFile | undefined>;
  /** Where the file of `key` is publicly served, when not by this server (a bucket's CDN). */
  publicUrlOf?(key: string): string | undefined;
}

export interface StoredFile {
  body: NodeJS.ReadableStream;
  contentType?: string;
  length?: number;
}

/** Keys this shop makes: folders and names of letters, digits, `-`, `_` and `.`, never `..`. */
export function isStorageKey(key: string): boolean {
  return /^[A-Za-z0-9_-][A-Za-z0-9/_.-]*$/.test(key) && !key.includes('..') && !key.includes('//');
}

/**
 * Whether the file at `key` under `root` may be served: a storage key naming a regular file whose real path
 * (every symbolic link resolved) is inside the real root. A link planted in the folder (a restored backup, a
 * mistake on the server) never serves a file from elsewhere. Synchronous, for @fastify/static's `allowedPath`.
 */
export function isServableUpload(root: string, key: string): boolean {
  if (!isStorageKey(key)) return false;
  try {
    const realRoot = realpathSync(root);
    const real = realpathSync(join(root, key));
    return real.startsWith(realRoot + sep) && lstatSync(real).isFile();
  } catch {
    return false;
  }
}

export class LocalStorage implements Storage {
  readonly urlPrefix = '/uploads/';
  readonly localRoot: string;

  constructor(root: string) {
    this.localRoot = resolve(root);
  }

  private pathOf(key: string): string {
    const path = resolve(this.localRoot, key);
    if (!path.startsWith(this.localRoot + sep))
      throw new Error(`Refusing a storage key outside the root: ${key}`);
    return path;
  }

  async put(key: string, data: Buffer): Promise<string> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, path);
    return this.urlPrefix + key.split(sep).join('/');
  }

  async remove(url: string): Promise<void> {
    if (!url.startsWith(this.urlPrefix)) return;
    const key = url.slice(this.urlPrefix.length);
    await rm(this.pathOf(join(...key.split('/'))), { force: true });
  }
}
