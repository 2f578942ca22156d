import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss(), cloudflare()],
  // `@/` is the React app's root (tsconfig.json `paths`); `#core/*` comes from package.json `imports`.
  resolve: { alias: { "@/": fileURLToPath(new URL("./web/", import.meta.url)) } },
  build: {
    // Hashed output lives under /static (cached for a year); /assets holds the public images.
    assetsDir: "static",
  },
});
