/*
 * The fixed sets and limits of the site settings (core/schemas/site-settings.ts holds their rules),
 * apart from the schema so public pages can use them without loading the validation library.
 */

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export const MAX_PHONES = 3;
export const MAX_HOURS_ROWS = 7;
export const MAX_LOGOS = 12;
export const HERO_FIGURES = 2;
export const STAT_FIGURES = 4;

/** Where uploaded "Trusted by" logos live in R2 and the public path the worker serves them under. */
export const SITE_LOGO_PREFIX = "site-logos/";
export const SITE_LOGO_URL_PREFIX = "/media/site-logos/";
export const SITE_LOGO_KEY = /^site-logos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;

/** The public address of a stored logo. */
export const siteLogoUrl = (key: string) => SITE_LOGO_URL_PREFIX + key.slice(SITE_LOGO_PREFIX.length);
