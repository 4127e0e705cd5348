// The files the server reads at run time, found from the project's root. The server runs from its sources
// (src/server/, under tsx or Vitest) and from its production bundle (build/server/, scripts/build-server.mjs):
// both sit two folders below the root, so the one URL below finds it from either, whichever bundle this
// module ends up in. A URL relative to a source file's own folder would point elsewhere once bundled.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
/** The contract the routes are bound to and validated by. */
export const contractFile = join(projectRoot, 'openapi', 'openapi.yaml');
/** The contract parsed when the server was built (scripts/build-server.mjs), with the hash of the YAML it read. */
export const builtContractFile = join(projectRoot, 'build', 'server', 'openapi.json');
/** The SQL migrations and drizzle's journal, run at start. */
export const migrationsFolder = join(projectRoot, 'src', 'server', 'db', 'migrations');
/** The storefront and back office as `vite build` writes them. */
export const webBuildFolder = join(projectRoot, 'dist');
/** The storefront's server bundle (`npm run build:ssr`), which renders its pages (src/storefront/entry-server.tsx). */
export const storefrontRendererFile = join(projectRoot, 'build', 'ssr', 'entry-server.js');
