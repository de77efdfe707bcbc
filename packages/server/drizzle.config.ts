import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; `openDatabase` applies
// them on start, on the embedded database and on a PostgreSQL server alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
