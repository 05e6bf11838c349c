import { defineConfig } from 'drizzle-kit';

/** Table files: hand-written *.table.ts plus the catalog engine's generated tables. */
export const ESQUEMA = './src/**/{*.table.ts,*.drizzle-kit.ts}';

export default defineConfig({
  dialect: 'postgresql',
  // *.drizzle-kit.ts: tables built at load time (the catalog engine's).
  schema: ESQUEMA,
  out: './drizzle',
});
