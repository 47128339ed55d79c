import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema; no database connection needed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
