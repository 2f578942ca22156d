import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    /** The test pool's extra binding (tests/worker/vitest.config.ts), merged into the generated Env. */
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
