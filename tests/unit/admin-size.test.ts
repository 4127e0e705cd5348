// The back office's budget: the JavaScript the back office's first load downloads (/admin/...) is at most 400 KB gzip, and
// recharts is not part of it (it loads with the dashboard's charts only). Adds up what index.html loads, the
// back office's door (src/admin/start.tsx, which holds the list of files to preload) and the admin app chunk
// (src/admin/app.tsx), each with its static imports — what the browser must fetch before the first admin screen
// can render.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBundle, type Bundle } from '../helpers/bundle';

const BUDGET_BYTES = 400 * 1024;
const RECHARTS = /[\\/]node_modules[\\/](recharts|d3-[a-z-]+|victory-vendor)[\\/]/;
// The Arabic back office: its texts (ar.ts gathers every <feature>.ar.ts and react-admin's Arabic) and the
// right-to-left styling (stylis-plugin-rtl, cssjanus).
const ARABIC =
  /([\\/]src[\\/]admin[\\/]i18n[\\/](ar|ra-arabic|rtl-cache|[a-z-]+\.ar)\.ts$)|([\\/]node_modules[\\/](stylis-plugin-rtl|cssjanus)[\\/])/;

let bundle: Bundle;
beforeAll(async () => {
  bundle = await buildBundle();
  // A production build of its own when dist/ is missing or stale: minutes on a loaded machine.
}, 180_000);
afterAll(() => bundle?.remove());

function adminFirstLoad(): Set<string> {
  expect(bundle.htmlScripts.length).toBeGreaterThan(0);
  return bundle.withStaticImports([
    ...bundle.htmlScripts,
    bundle.chunkOf('src/admin/start.tsx').fileName,
    bundle.chunkOf('src/admin/app.tsx').fileName,
  ]);
}

describe('admin size', () => {
  it('downloads at most 400 KB of gzipped JS on the first load of /admin', () => {
    expect(bundle.reportSize('First load of /admin', adminFirstLoad())).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('keeps recharts out of the first load: it comes with the dashboard charts only', () => {
    const firstLoad = adminFirstLoad();
    const modules = [...firstLoad].flatMap((f) => bundle.chunks.get(f)!.moduleIds);
    expect(modules.filter((m) => RECHARTS.test(m))).toEqual([]);
    // …and it is in the build, in a chunk the admin loads later.
    const lazy = [...bundle.chunks.values()].filter(
      (c) => !firstLoad.has(c.fileName) && c.moduleIds.some((m) => RECHARTS.test(m)),
    );
    expect(lazy.length).toBeGreaterThan(0);
  });

  it('keeps the Arabic texts and the right-to-left styling out of the English first load: a chunk of their own', () => {
    const firstLoad = adminFirstLoad();
    const modules = [...firstLoad].flatMap((f) => bundle.chunks.get(f)!.moduleIds);
    expect(modules.filter((m) => ARABIC.test(m))).toEqual([]);
    // …and in the build, in the chunk the back office loads when it turns Arabic.
    const arabic = bundle.chunkOf('src/admin/i18n/ar.ts');
    expect(firstLoad.has(arabic.fileName)).toBe(false);
    expect(arabic.moduleIds.filter((m) => ARABIC.test(m)).length).toBeGreaterThan(3);
  });
});
