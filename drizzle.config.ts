// drizzle-kit: `npm run db:generate` writes a SQL migration from the schema, `npm run db:check` (in npm run lint)
// fails when one is missing; the server runs them at start. Workflow: src/server/db/README.md.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  casing: 'snake_case',
});
