import { defineConfig } from 'drizzle-kit'

// Only `npm run db:generate` reads this: it diffs the schema against the committed migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
})
