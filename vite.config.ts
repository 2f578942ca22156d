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

/** A module of the admin's screens, and the file name its chunk gets. */
const ADMIN_MODULE = /[\\/]web[\\/]routes[\\/]admin[\\/]/;
const ADMIN_CHUNK = /^static\/admin-/;

export default defineConfig({
  plugins: [react(), tailwindcss(), cloudflare(), assetHeaders()],
  // `@/` is the React app's root (tsconfig.json `paths`); `#core/*` comes from package.json `imports`.
  resolve: { alias: { "@/": fileURLToPath(new URL("./web/", import.meta.url)) } },
  build: {
    // Hashed output lives under /static (cached for a year); /assets holds the public images.
    assetsDir: "static",
    // tests/build/budget.test.ts and npm run bench read each public route's first load from it.
    manifest: true,
    // The admin's screens are lazy routes of the one route table in every page's entry: preloading
    // their imports would list every admin chunk in the first load of every public page. An admin
    // screen loads its imports when it is opened instead (one round trip more, for staff only).
    // Stylesheets stay, as the preload is what would load them.
    modulePreload: { resolveDependencies: (filename, deps) => (ADMIN_CHUNK.test(filename) ? deps.filter((dep) => dep.endsWith(".css")) : deps) },
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) => (chunk.facadeModuleId && ADMIN_MODULE.test(chunk.facadeModuleId) ? "static/admin-[name]-[hash].js" : "static/[name]-[hash].js"),
        codeSplitting: {
          groups: [
            // React and the router: on every page, and the chunk that changes least between deploys.
            { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
          ],
        },
      },
    },
  },
});
