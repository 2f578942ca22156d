import assert from "node:assert/strict";
import path from "node:path";
import { describe, it } from "node:test";
import { ESLint } from "eslint";

/**
 * Proves that eslint.config.js enforces the arrows of docs/architecture.md: each snippet is linted
 * as if it were the named file, and every forbidden import must be reported.
 */
const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });
const BOUNDARY_RULES = new Set(["@typescript-eslint/no-restricted-imports", "no-restricted-imports", "boundaries/import-expressions"]);

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  assert.ok(result, `${file} was not linted`);
  return result.messages
    .filter((m) => m.severity === 2 && m.ruleId && BOUNDARY_RULES.has(m.ruleId))
    .map((m) => m.message);
}

const forbidden: [file: string, code: string][] = [
  ["core/schemas/probe.ts", 'import { app } from "../../worker/app";'],
  ["core/probe.ts", 'import type { AppEnv } from "../worker/env";'],
  ["core/probe.ts", 'import { cn } from "@/lib/utils";'],
  ["core/content/probe.ts", 'import { routes } from "../../web/routes";'],
  ["worker/blog/probe.ts", 'import { routes } from "../../web/routes";'],
  ["worker/blog/probe.ts", 'import type { Head } from "@/lib/head";'],
  ["worker/blog/probe.ts", 'export { summarize } from "../../web/lib/head";'],
  ["worker/blog/probe.ts", 'import { renderApp } from "../../web/entry-server";'],
  ["worker/ssr/pages.ts", 'import { renderApp } from "../../web/entry-server";'],
  ["worker/ssr/render.ts", 'import { routes } from "../../web/routes";'],
  ["worker/ssr/render.ts", 'import { adminRoutes } from "../../web/admin-routes";'],
  ["worker/ssr/render.ts", 'import { renderApp } from "@/entry-server";'],
  ["web/lib/probe.ts", 'import { api } from "../../worker/api";'],
  ["web/lib/probe.ts", 'import { AppType } from "../../worker/api";'],
  ["web/lib/probe.ts", 'import type { AppEnv } from "../../worker/env";'],
  ["web/lib/probe.ts", 'import type { api } from "../../worker/api";'],
  ["web/lib/probe.ts", 'import * as server from "../../worker/api";'],
  ["web/routes/probe.tsx", 'import { eq } from "drizzle-orm";'],
  ["web/routes/probe.tsx", 'import { sqliteTable } from "drizzle-orm/sqlite-core";'],
  ["web/routes/admin/probe.tsx", 'import type { Blog } from "../../../worker/db/schema";'],
  ["web/routes/probe.tsx", 'import type { Blog } from "../../worker/db/schema";'],
  ["web/routes/admin/blogs/probe.tsx", 'import { cn } from "../../../lib/utils";'],
  ["worker/blog/data/probe.ts", 'import type { AppEnv } from "../../../env";'],
  ["core/a/b/probe.ts", 'import { formatDate } from "../../../format/date";'],
  ["core/content/probe.ts", 'import { Rocket } from "lucide-react";'],
  ["core/content/probe.ts", 'import type { LucideIcon } from "lucide-react";'],
  ["core/probe.ts", 'import { useState } from "react";'],
  ["core/schemas/probe.ts", 'import { Hono } from "hono";'],
  ["core/schemas/probe.ts", 'import { eq } from "drizzle-orm";'],
  ["core/format/probe.ts", 'import { useQuery } from "@tanstack/react-query";'],
  // Dynamic imports and type queries cross the same arrows.
  ["web/lib/probe.ts", 'export const load = () => import("../../worker/app");'],
  ["web/lib/probe.ts", 'export type Api = typeof import("../../worker/api");'],
  ["web/lib/probe.ts", 'export type Env = import("../../worker/env").AppEnv;'],
  ["web/lib/probe.ts", 'export const load = (name: string) => import(name);'],
  ["core/probe.ts", 'export const load = () => import("react");'],
  ["core/content/probe.ts", 'export type Icon = import("lucide-react").LucideIcon;'],
  ["worker/blog/probe.ts", 'export const load = () => import("../../web/routes");'],
  ["worker/blog/probe.ts", 'export type Head = import("@/lib/head").Head;'],
];

const allowed: [file: string, code: string][] = [
  ["web/lib/probe.ts", 'import type { AppType } from "../../worker/api";\nexport type { AppType };'],
  ["web/lib/probe.ts", 'import { type AppType } from "../../worker/api";\nexport type { AppType };'],
  ["worker/ssr/render.ts", 'export { renderApp } from "../../web/entry-server";'],
  ["worker/blog/probe.ts", 'export { site } from "#core/content/site";'],
  ["web/routes/admin/blogs/probe.tsx", 'export { cn } from "@/lib/utils";'],
  ["web/routes/admin/probe.tsx", 'export { cn } from "../../lib/utils";'],
  ["core/schemas/probe.ts", 'export { formatDate } from "../format/date";'],
  ["core/schemas/probe.ts", 'export * as v from "valibot";'],
  ["web/components/probe.tsx", 'export { Rocket } from "lucide-react";'],
  ["web/routes/probe.tsx", 'export const load = () => import("./admin/blogs");'],
  ["worker/blog/probe.ts", 'export type Site = typeof import("#core/content/site");'],
];

describe("import boundaries", () => {
  for (const [file, code] of forbidden) {
    it(`${file} may not: ${code}`, async () => {
      assert.notDeepEqual(await boundaryErrors(file, code), [], "expected a boundary error");
    });
  }
  for (const [file, code] of allowed) {
    it(`${file} may: ${code.split("\n")[0]}`, async () => {
      assert.deepEqual(await boundaryErrors(file, code), []);
    });
  }
});
