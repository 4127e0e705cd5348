// Demo images drawn at seed time, without network: a soft backdrop, the garment's silhouette in its colour,
// and the colour's name. Rendered once per garment shape and colour, then stored like any upload (WebP in
// three widths).
//
// Drawing and encoding them is most of a demo seed's CPU (15 s of it for ~100 pictures), paid again by every
// fresh database: each test that seeds the demo, each instance racing to seed, each new `npm start`. The encoded
// files are kept in a folder of the machine's temporary directory, keyed by the drawing and the encoding, and a
// later seed stores those bytes instead (under new names, like any upload). A missing, foreign or unreadable
// cache only means encoding again.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Storage } from '../storage/storage';
import { encodeImage, IMAGE_ENCODING, IMAGE_WIDTHS, storeEncoded } from '../storage/images';

export type Shape = 'dress' | 'top' | 'skirt' | 'trousers' | 'layer' | 'bag';

const SILHOUETTES: Record<Shape, string> = {
  dress: 'M170 80 Q200 102 230 80 L246 96 L236 150 L292 418 Q200 440 108 418 L164 150 L154 96 Z',
  top: 'M160 110 Q200 135 240 110 L300 140 L282 200 L258 190 L262 360 Q200 372 138 360 L142 190 L118 200 L100 140 Z',
  skirt: 'M150 120 L250 120 L256 150 L300 400 Q200 425 100 400 L144 150 Z',
  trousers: 'M145 100 L255 100 L268 420 L218 420 L200 190 L182 420 L132 420 Z',
  layer:
    'M165 85 L200 150 L235 85 L310 120 L335 330 L295 338 L280 200 L282 430 L208 430 L200 160 L192 430 L118 430 L120 200 L105 338 L65 330 L90 120 Z',
  bag: 'M120 200 L280 200 L300 400 Q200 415 100 400 Z M160 200 Q160 120 200 120 Q240 120 240 200 L228 200 Q228 134 200 134 Q172 134 172 200 Z',
};

export const COLOURS: Record<string, string> = {
  Sage: '#8a9a7b',
  Sand: '#d2b48c',
  Ivory: '#efe8d8',
  Black: '#2b2b2b',
  White: '#f7f5f0',
  Navy: '#2f3e5c',
  'Dusty Rose': '#c9a0a0',
  Terracotta: '#c0674b',
  Olive: '#6b6b3a',
  Camel: '#b58a5a',
  Burgundy: '#6d2635',
  Lilac: '#b7a6c9',
  'Sky Blue': '#9cc3dc',
  Mustard: '#d4a531',
  Charcoal: '#4a4a4a',
  Blush: '#e8c4c0',
  Emerald: '#2f6f57',
  Chocolate: '#5b3a29',
  Cream: '#f2e6cc',
  Denim: '#5a7391',
};

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

/** The views a colour can be pictured in: the front, the back (mirrored), and a close-up of the fabric. */
export type View = 'front' | 'back' | 'detail';

const VIEW_TRANSFORM: Record<View, string> = {
  front: '',
  back: 'translate(400 0) scale(-1 1)',
  detail: 'translate(-200 -260) scale(2)',
};

/** A demo picture: a garment's silhouette on a soft backdrop, with `label` written under it when given. */
export function demoSvg(
  shape: Shape,
  fill: string,
  label: string | undefined,
  backdrop: [string, string],
  view: View = 'front',
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="1200" viewBox="0 0 400 500">
<defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/></linearGradient></defs>
<rect width="400" height="500" fill="url(#g)"/>
<ellipse cx="200" cy="440" rx="120" ry="10" fill="#000" opacity="0.06"/>
<g transform="${VIEW_TRANSFORM[view]}"><path d="${SILHOUETTES[shape]}" fill="${fill}" fill-rule="evenodd" stroke="#000" stroke-opacity="0.08" stroke-width="2"/></g>
${label === undefined ? '' : `<text x="200" y="478" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="20" letter-spacing="2" text-anchor="middle" fill="#5a4a40">${escapeXml(label.toUpperCase())}</text>`}
</svg>`;
}

/** Stores (once per shape and colour) the demo image of a garment, returning its 640 px URL. */
export class DemoImages {
  private made = new Map<string, string>();

  constructor(private readonly storage: Storage) {}

  async garment(shape: Shape, colour: string, view: View = 'front'): Promise<string> {
    const key = `${shape}:${colour}:${view}`;
    const existing = this.made.get(key);
    if (existing) return existing;
    const label = view === 'front' ? colour : `${colour} · ${view}`;
    const backdrop: [string, string] = view === 'front' ? ['#f6f1ec', '#e6dbd0'] : ['#eef0ea', '#dcdfd4'];
    const name = view === 'front' ? `${shape}-${colour}` : `${shape}-${colour}-${view}`;
    const svg = demoSvg(shape, COLOURS[colour] ?? '#999999', label, backdrop, view);
    const url = await storeEncoded(this.storage, 'products', name, await encodedDemo(svg));
    this.made.set(key, url);
    return url;
  }

  /**
   * A category's picture carries no name: the home page's card writes the name over it, and a name inside the
   * picture too showed it twice.
   */
  async category(name: string, shape: Shape, colours: [string, string]): Promise<string> {
    const svg = demoSvg(shape, '#ffffff', undefined, colours);
    return storeEncoded(this.storage, 'categories', name, await encodedDemo(svg));
  }
}

/** This user's cache folder, or null when it cannot be made or belongs to someone else. */
function cacheDir(): string | null {
  const uid = process.getuid?.() ?? 0;
  const dir = join(tmpdir(), `morph-demo-images-${uid}`);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const stat = statSync(dir);
    return stat.uid === uid && (stat.mode & 0o022) === 0 ? dir : null;
  } catch {
    return null;
  }
}

/** A demo picture encoded at every width: from the cache when an earlier seed made it, else drawn and kept. */
async function encodedDemo(svg: string): Promise<Map<number, Buffer>> {
  const dir = cacheDir();
  const key = createHash('sha256').update(IMAGE_ENCODING).update('\0').update(svg).digest('hex');
  const file = (width: number) => join(dir!, `${key}-${width}.webp`);
  if (dir) {
    try {
      return new Map(IMAGE_WIDTHS.map((width) => [width, readFileSync(file(width))]));
    } catch {
      // Not cached yet (or unreadable): encode below.
    }
  }
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
  const variants = await encodeImage(png);
  if (dir) {
    try {
      // Whole files only: written aside, then renamed into place (another process may be seeding too).
      for (const [width, bytes] of variants) {
        const aside = `${file(width)}.${randomBytes(4).toString('hex')}`;
        writeFileSync(aside, bytes, { mode: 0o600 });
        renameSync(aside, file(width));
      }
    } catch {
      // A full or read-only disk: the seed goes on without caching.
    }
  }
  return variants;
}
