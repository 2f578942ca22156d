import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  // Each table is defined in its owner's folder (docs/architecture.md, "Adding a feature").
  schema: "./worker/*/tables.ts",
  out: "./migrations",
});
