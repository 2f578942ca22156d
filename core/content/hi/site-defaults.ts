/** The staff-edited site settings' defaults: pages read the stored values, so both languages share these. */
export { defaultSiteSettings } from "../site-defaults";
