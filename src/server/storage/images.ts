// Uploaded images: the real type is read from the bytes (sharp), never from the file name or the browser's
// word; each image is re-encoded to WebP at three widths. The URL returned is the 640 px one; -320 and -1280
// sit beside it. Anything that is not an image is refused before anything is stored.
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { HttpError, type FieldMessage } from '../plugins/errors';
import { isServableUpload, type Storage } from './storage';
import { IMAGE_WIDTHS } from '../../shared/product-pictures';
import { msg } from '../i18n';

export { IMAGE_WIDTHS };
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const MAX_FILES_PER_REQUEST = 20;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
// Refuse decompression bombs: a 8 MB PNG can claim billions of pixels.
const MAX_INPUT_PIXELS = 50_000_000;

export interface Upload {
  field: string;
  data: Buffer;
}

/** A multipart value that is a file (a Buffer), or a list of them; empty parts count as no file. */
export function filesOf(field: string, value: unknown): Upload[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const uploads: Upload[] = [];
  values.forEach((v, i) => {
    if (Buffer.isBuffer(v)) {
      if (v.length > 0) uploads.push({ field: Array.isArray(value) ? `${field}[${i}]` : field, data: v });
    } else if (!(typeof v === 'string' && v === '')) {
      throw new HttpError(400, msg('image.choose'), [{ field, message: msg('image.mustBeImage') }]);
    }
  });
  return uploads;
}

/** Checks every upload is a readable image within the limits; throws 400/413 naming the bad fields. */
export async function checkImages(uploads: Upload[]): Promise<void> {
  if (uploads.length > MAX_FILES_PER_REQUEST)
    throw new HttpError(413, msg('request.tooManyFiles', { max: MAX_FILES_PER_REQUEST }));
  const tooLarge = uploads.filter((u) => u.data.length > MAX_IMAGE_BYTES);
  if (tooLarge.length) {
    throw new HttpError(
      413,
      msg('image.tooLarge'),
      tooLarge.map((u) => ({ field: u.field, message: msg('image.tooLargeDetail') })),
    );
  }
  const bad: FieldMessage[] = [];
  for (const u of uploads) {
    try {
      const meta = await sharp(u.data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height)
        throw new Error('not an image');
    } catch {
      bad.push({ field: u.field, message: msg('image.kindsDetail') });
    }
  }
  if (bad.length) throw new HttpError(400, msg('image.kinds'), bad);
}

function baseName(hint: string): string {
  const clean = hint
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${clean || 'image'}-${randomBytes(3).toString('hex')}`;
}

/** Names what encodeImage makes: change it with encodeImage (the demo seed's picture cache is keyed by it). */
export const IMAGE_ENCODING = `webp q80 ${IMAGE_WIDTHS.join('/')} libvips ${sharp.versions.vips}`;

/** One image re-encoded to WebP at every width (IMAGE_WIDTHS), widest last. */
export async function encodeImage(data: Buffer): Promise<Map<number, Buffer>> {
  const variants = new Map<number, Buffer>();
  for (const width of IMAGE_WIDTHS) {
    variants.set(
      width,
      await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate() // honour EXIF orientation, then drop the metadata
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    );
  }
  return variants;
}

/** Stores an image already encoded at every width under a fresh name; returns the 640 px URL. */
export async function storeEncoded(
  storage: Storage,
  folder: string,
  nameHint: string,
  variants: Map<number, Buffer>,
): Promise<string> {
  const name = baseName(nameHint);
  let url640 = '';
  for (const width of IMAGE_WIDTHS) {
    const url = await storage.put(`${folder}/${name}-${width}.webp`, variants.get(width)!, 'image/webp');
    if (width === 640) url640 = url;
  }
  return url640;
}

/** Re-encodes one image to WebP at every width and stores them; returns the 640 px URL. */
export async function storeImage(
  storage: Storage,
  folder: string,
  nameHint: string,
  data: Buffer,
): Promise<string> {
  return storeEncoded(storage, folder, nameHint, await encodeImage(data));
}

/** All sibling widths of a stored 640 px URL, for removal. */
export function siblingUrls(url640: string): string[] {
  return IMAGE_WIDTHS.map((w) => url640.replace(/-640\.webp$/, `-${w}.webp`));
}

/** Removes stored images (all widths); used to undo uploads when the database write fails. */
export async function removeImages(storage: Storage, urls: Array<string | null | undefined>): Promise<void> {
  for (const url of urls) {
    if (!url || !url.endsWith('-640.webp')) continue;
    for (const u of siblingUrls(url)) await storage.remove(u).catch(() => undefined);
  }
}

/**
 * Stores a batch of checked uploads; if anything fails half-way, removes what was stored and rethrows.
 * Returns the URLs in the order given.
 */
export async function storeImages(
  storage: Storage,
  folder: string,
  nameHint: string,
  uploads: Upload[],
): Promise<string[]> {
  const urls: string[] = [];
  try {
    for (const u of uploads) urls.push(await storeImage(storage, folder, nameHint, u.data));
    return urls;
  } catch (err) {
    await removeImages(storage, urls);
    throw err;
  }
}

/** A stored file's bytes, at most `max` of them (undefined when it is missing, unreadable or larger). */
async function readStored(storage: Storage, key: string, max: number): Promise<Buffer | undefined> {
  try {
    if (storage.localRoot) {
      if (!isServableUpload(storage.localRoot, key)) return undefined;
      const path = join(storage.localRoot, ...key.split('/'));
      return (await stat(path)).size <= max ? await readFile(path) : undefined;
    }
    const file = await storage.open?.(key);
    if (!file) return undefined;
    const chunks: Buffer[] = [];
    let length = 0;
    for await (const chunk of file.body as AsyncIterable<Buffer | string>) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      length += bytes.length;
      if (length > max) {
        (file.body as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
        return undefined;
      }
      chunks.push(bytes);
    }
    return Buffer.concat(chunks);
  } catch {
    return undefined;
  }
}

/**
 * The width and height of a stored picture (its storage key, e.g. `products/linen-dress-3fa9c1-640.webp`), for
 * link previews. Uploads keep no size of their own: each width is re-encoded keeping the picture's proportions,
 * so only the file knows its height. The whole file is read (a WebP's header is not enough for sharp), which
 * for a re-encoded width is tens of KB; a name never changes content, so callers may keep the answer.
 * Undefined when the file is missing or is no picture.
 */
export async function storedPictureSize(
  storage: Storage,
  key: string,
): Promise<{ width: number; height: number } | undefined> {
  const bytes = await readStored(storage, key, MAX_IMAGE_BYTES);
  if (!bytes) return undefined;
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}
