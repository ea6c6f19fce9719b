import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @kestrel/api` writes SQL migrations into drizzle/; they are applied
// at start by src/db/client.ts. Generating needs no database connection.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
