import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/database/schema.ts', './src/database/health-schema.ts'],
  out: './migrations',
});
