import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    /** The test pool's extra bindings (tests/worker/vitest.config.ts), merged into the generated Env. */
    interface Env {
      /** Every migration in migrations/, for the tests of the migrations themselves. */
      TEST_MIGRATIONS: D1Migration[];
      /** The statements of the schema snapshot (tests/worker/schema.sql) each test file starts from. */
      TEST_SCHEMA: string[];
    }
  }
}
