import { defineConfig } from 'drizzle-kit';

/** drizzle-kit: `pnpm db:generate` writes SQL migrations into ./drizzle from src/db/schema (ARCHITECTURE §5). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
