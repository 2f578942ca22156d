// @ts-check
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * Which part of the code may import which (docs/architecture.md draws the arrows):
 *
 *   core/   imports neither worker/ nor web/, nor any framework: it holds data and rules only (content
 *           names an icon; the page that shows it maps the name to a drawing);
 *   worker/ never imports web/, except worker/ssr/render.ts importing web/entry-server;
 *   web/    imports from worker/ only the API's type (`import type { AppType } from ".../worker/api"`),
 *           and neither drizzle-orm nor worker/db;
 *   no import climbs more than two levels (`../../../`): use `#core/*` or `@/` instead.
 *
 * The rules match import specifiers. Our two aliases name their target in the specifier itself
 * (`#core/*` is core/, `@/` is web/), and a relative import that leaves its area must spell the
 * other area's folder, so matching "worker/" and "web/" segments covers every way to reach them.
 * tests/lint/boundaries.test.ts lints a violating snippet for each arrow and expects the error.
 *
 * `no-restricted-imports` sees import and export declarations only, so the local rule
 * `boundaries/import-expressions` holds a dynamic `import("…")` and a type query
 * `typeof import("…")` to the same patterns: no way of importing crosses an arrow. Cycles are
 * refused by tests/lint/import-graph.test.ts, which reads the whole graph (`npm run graph`).
 */

const CLIMB = {
  regex: "^(\\.\\./){3,}",
  message: "Imports climb at most two levels: use #core/* for core/ and @/ for web/.",
};
const WEB = {
  regex: "(^@/|(^|/)web(/|$))",
  message: "worker/ and core/ do not import the React app (worker/ssr/render.ts imports web/entry-server only).",
};
const WEB_EXCEPT_SERVER_ENTRY = {
  regex: "(^@/|(^|/)web(/(?!entry-server$)|$))",
  message: "Server rendering reaches the React app through web/entry-server only, as ../../web/entry-server.",
};
const WORKER_FROM_CORE = {
  regex: "(^|/)worker(/|$)",
  message: "core/ is shared by worker and browser: it imports neither worker/ nor web/.",
};
const FRAMEWORK_FROM_CORE = {
  regex: "^(react|react-dom|react-router-dom|lucide-react|hono|drizzle-orm|@tanstack/[^/]+|@radix-ui/[^/]+)(/|$)",
  message: "core/ holds data and rules only: no UI, server or database framework. Name an icon in content; the page in web/ maps it to a drawing.",
};
const WORKER_FROM_WEB = {
  regex: "(^|/)worker(/(?!api$)|$)",
  message: "web/ imports nothing from worker/ except the API's type: import type { AppType } from worker/api.",
};
const WORKER_API_TYPE = {
  regex: "(^|/)worker/api$",
  allowTypeImports: true,
  message: "web/ may import the API's type only: import type { AppType } from worker/api.",
};
const SITE_ICONS = {
  regex: "^lucide-react(/|$)",
  allowTypeImports: true,
  message: "The public site draws its icons once per page: import them from @/components/site/icons, and add a new one there.",
};
const DRIZZLE = {
  regex: "^drizzle-orm(/|$)",
  message: "The browser never touches the database layer: take row types from #core/schemas or the API's responses.",
};

/**
 * Reports a dynamic import or a type query whose specifier matches one of the rule's patterns. A
 * specifier that is not a plain string (`import(name)`) is reported too: its target cannot be checked.
 * @type {import("eslint").Rule.RuleModule}
 */
const importExpressions = {
  meta: { type: "problem", schema: [{ type: "array" }] },
  create(context) {
    /** @type {{ regex: string, message: string }[]} */
    const patterns = context.options[0] ?? [];
    /** @param {import("estree").Node} node @param {unknown} specifier */
    const check = (node, specifier) => {
      if (typeof specifier !== "string") {
        context.report({ node, message: "Import a module by a string literal, so its boundary can be checked." });
        return;
      }
      const broken = patterns.find((pattern) => new RegExp(pattern.regex).test(specifier));
      if (broken) context.report({ node, message: broken.message });
    };
    return {
      ImportExpression: (node) => check(node, node.source.type === "Literal" ? node.source.value : undefined),
      /** @param {any} node a TSImportType: `typeof import("…")` or `import("…").Name` in a type */
      TSImportType: (node) => check(node, node.argument?.literal?.value),
    };
  },
};

/**
 * The boundary rules for a set of patterns: declarations (type-only ones included unless a pattern
 * allows them) and import expressions. A type-only allowance does not extend to `import()`.
 * @param {{ regex: string, message: string, allowTypeImports?: boolean }[]} patterns
 */
const restrict = (...patterns) => ({
  "@typescript-eslint/no-restricted-imports": ["error", { patterns }],
  "boundaries/import-expressions": ["error", patterns],
});

export default tseslint.config(
  {
    ignores: [
      "dist/",
      ".wrangler/",
      ".toolchain/",
      "worker-configuration.d.ts",
      "tests/browser/.output/",
      "playwright-report/",
      "test-results/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  { plugins: { boundaries: { rules: { "import-expressions": importExpressions } } } },
  // Plain JavaScript here is Node tooling (configs, scripts/check-node.mjs); TypeScript checks the rest.
  { files: ["**/*.{js,mjs}"], languageOptions: { globals: globals.node } },
  {
    files: ["web/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    rules: {
      // Unused bindings are compile errors already (tsconfig noUnusedLocals/noUnusedParameters);
      // the underscore prefix marks a parameter a signature requires but the body ignores.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  { files: ["core/**/*.{ts,tsx}"], rules: restrict(CLIMB, WORKER_FROM_CORE, WEB, FRAMEWORK_FROM_CORE) },
  { files: ["worker/**/*.{ts,tsx}"], rules: restrict(CLIMB, WEB) },
  { files: ["worker/ssr/render.ts"], rules: restrict(CLIMB, WEB_EXCEPT_SERVER_ENTRY) },
  {
    files: ["web/**/*.{ts,tsx}"],
    rules: {
      ...restrict(CLIMB, WORKER_FROM_WEB, WORKER_API_TYPE, DRIZZLE),
      // The type-only rule above cannot name what may be imported; this one admits AppType alone.
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: WORKER_API_TYPE.regex, allowImportNames: ["AppType"], message: WORKER_API_TYPE.message }] },
      ],
    },
  },
  {
    files: ["web/components/site/**/*.{ts,tsx}", "web/routes/site/**/*.{ts,tsx}"],
    ignores: ["web/components/site/icons.ts", "web/components/site/sprited-icon.tsx"],
    rules: restrict(CLIMB, WORKER_FROM_WEB, WORKER_API_TYPE, DRIZZLE, SITE_ICONS),
  },
);
