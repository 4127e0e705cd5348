import { readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGE_WIDTHS } from '../storage/images';
import { DemoImages, demoSvg } from './images';

describe('demo pictures', () => {
  it("write a garment's colour under it, but nothing in a category's picture (its card writes the name)", () => {
    expect(demoSvg('dress', '#8a9a7b', 'Sage', ['#fff', '#eee'])).toContain('>SAGE</text>');
    expect(demoSvg('bag', '#ffffff', undefined, ['#fff', '#eee'])).not.toContain('<text');
  });
});

describe('the demo pictures kept between seeds', () => {
  // A temporary directory of this test's own, so it neither uses nor spoils the machine's cache.
  const tmp = join(tmpdir(), `morph-demo-cache-test-${process.pid}`);
  const cache = join(tmp, `morph-demo-images-${process.getuid?.() ?? 0}`);
  beforeAll(() => {
    vi.stubEnv('TMPDIR', tmp);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    rmSync(tmp, { recursive: true, force: true });
  });

  function memoryStorage() {
    const files = new Map<string, Buffer>();
    return {
      files,
      storage: {
        put: async (key: string, data: Buffer) => {
          files.set(key, data);
          return `/uploads/${key}`;
        },
        remove: async () => undefined,
      } as never,
    };
  }

  it('stores the same WebP files from the cache as a first seed encoded, under new names', async () => {
    const first = memoryStorage();
    const url = await new DemoImages(first.storage).garment('dress', 'Sage');
    expect(url).toMatch(/^\/uploads\/products\/dress-sage-[0-9a-f]{6}-640\.webp$/);
    // Every width kept, readable by this user only.
    const kept = readdirSync(cache);
    expect(kept.filter((name) => name.endsWith('.webp'))).toHaveLength(IMAGE_WIDTHS.length);
    expect(statSync(cache).mode & 0o077).toBe(0);

    const second = memoryStorage();
    const again = await new DemoImages(second.storage).garment('dress', 'Sage');
    expect(again).not.toBe(url);
    expect([...second.files.values()]).toEqual([...first.files.values()]);
    for (const [key, bytes] of second.files) {
      const width = Number(/-(\d+)\.webp$/.exec(key)![1]);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(Math.min(width, 960)); // drawn 960 px wide, never enlarged
    }
  });

  it('encodes again when a kept file is gone', async () => {
    for (const name of readdirSync(cache)) if (name.endsWith('-320.webp')) rmSync(join(cache, name));
    const third = memoryStorage();
    await new DemoImages(third.storage).garment('dress', 'Sage');
    expect(third.files.size).toBe(IMAGE_WIDTHS.length);
    expect(readdirSync(cache).filter((name) => name.endsWith('-320.webp'))).toHaveLength(1);
  });
});
