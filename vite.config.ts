import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { assetHeadersFile } from "./worker/http/security-policy";

/**
 * Writes dist/client/_headers from the worker's security policy: the files served without the
 * worker carry the same headers as its responses, from one definition.
 */
function assetHeaders(): Plugin {
  return {
    name: "asset-headers",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "_headers", source: assetHeadersFile() });
    },
  };
}

/**
 * The Worker takes React's streaming server renderer alone. `react-dom/server` resolves, for an edge
 * runtime, to a module that also requires the legacy renderer (renderToString and friends, 107 KB
 * minified), which nothing here calls but every isolate would evaluate at its start.
 */
function streamingServerRendererOnly(): Plugin {
  const edgeRenderer = fileURLToPath(new URL("./node_modules/react-dom/cjs/react-dom-server.edge.production.js", import.meta.url));
  return {
    name: "streaming-server-renderer-only",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "vriddhi_business_solutions",
    resolveId: (source) => (source === "react-dom/server" ? edgeRenderer : null),
  };
}

/** A module of the admin's screens, and the file name its chunk gets. */
const ADMIN_MODULE = /[\\/]web[\\/]routes[\\/]admin[\\/]/;
const ADMIN_CHUNK = /^static\/admin-/;

export default defineConfig({
  plugins: [react(), tailwindcss(), cloudflare(), assetHeaders(), streamingServerRendererOnly()],
  // `@/` is the React app's root (tsconfig.json `paths`); `#core/*` comes from package.json `imports`.
  resolve: { alias: { "@/": fileURLToPath(new URL("./web/", import.meta.url)) } },
  build: {
    // Hashed output lives under /static (cached for a year); /assets holds the public images.
    assetsDir: "static",
    // tests/build/budget.test.ts and npm run bench read each public route's first load from it.
    manifest: true,
    // Every browser the site supports preloads modules itself (Chrome 66, Safari 17, Firefox 115);
    // the polyfill would be on every page's first load for the few that do not, which still work.
    // The admin's screens are lazy routes: listing their imports for preloading would put every
    // admin chunk's name in the admin's first load. An admin screen loads its imports when it is
    // opened instead (one round trip more, for staff only); its stylesheets stay listed, as the
    // preload is what loads them.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (filename, deps) => (ADMIN_CHUNK.test(filename) ? deps.filter((dep) => dep.endsWith(".css")) : deps),
    },
  },
  environments: {
    // The Worker: minified (a smaller script starts faster at the edge; tests/build/worker-bundle.test.ts
    // holds it under 1 MiB gzipped), keeping function names, which the cron's record and the event
    // handlers' logs read (`task.name`, `handle.name`). Its source map names every line for a stack trace.
    vriddhi_business_solutions: {
      build: { minify: true, rolldownOptions: { output: { keepNames: true } } },
    },
    client: {
      build: {
        rolldownOptions: {
          // index.html: the public page template, whose one script is the site script
          // (web/site-script), which loads each island on interaction; admin.html: the admin app.
          input: { index: "index.html", admin: "admin.html" },
          output: {
            chunkFileNames: (chunk) =>
              chunk.facadeModuleId && ADMIN_MODULE.test(chunk.facadeModuleId) ? "static/admin-[name]-[hash].js" : "static/[name]-[hash].js",
            codeSplitting: {
              groups: [
                // React: the islands' and the admin's, and the chunk that changes least between deploys.
                { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                // The one stylesheet both entries import: a chunk of its own holds only CSS, so Vite
                // drops the chunk and names the file after it, static/styles-<hash>.css (shared with
                // another chunk, it took that chunk's name: preload-helper-<hash>.css).
                { name: "styles", test: /[\\/]web[\\/]styles\.css$/ },
              ],
            },
          },
        },
      },
    },
  },
});
