/**
 * The icons content may name. Content is data and imports no UI library: it names an icon, and
 * web/components/site/icons.ts maps each name to its drawing (a map TypeScript keeps complete).
 */
export const iconNames = [
  "award",
  "badge-check",
  "book-open",
  "briefcase",
  "chart-line",
  "clipboard-list",
  "cpu",
  "factory",
  "globe",
  "graduation-cap",
  "handshake",
  "heart-pulse",
  "indian-rupee",
  "landmark",
  "layers",
  "life-buoy",
  "lightbulb",
  "monitor-smartphone",
  "notebook-pen",
  "rocket",
  "scale",
  "search",
  "shield-check",
  "shopping-cart",
  "sprout",
  "store",
  "target",
  "trending-up",
  "user-check",
  "users",
  "utensils-crossed",
] as const;

export type IconName = (typeof iconNames)[number];
