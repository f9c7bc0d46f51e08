import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/auth-schema.ts',
    './src/db/kitchen-schema.ts',
    './src/db/plan-schema.ts',
    './src/db/support-schema.ts',
    './src/db/upload-schema.ts',
    './src/db/entitlement-schema.ts',
    './src/db/collection-schema.ts',
    './src/db/push-schema.ts',
    './src/db/conversion-schema.ts',
    './src/db/profile-schema.ts',
    './src/db/admin-schema.ts',
    './src/db/recipe-photo-schema.ts',
  ],
  out: './drizzle',
});
