/**
 * The cache tag of the site settings: the header, footer, figures and contact details every public
 * page shows, so every page carries it (worker/ssr/render.ts) and a save purges them all.
 */
export const SETTINGS_TAG = "settings";
