import { defaultSiteSettings } from "../content/site-defaults";
import { figureText } from "../format/site-settings";
import type { SiteFigure, SiteSettings } from "../schemas/site-settings";

/**
 * What GET /api/admin/dashboard/checklist answers: what is still missing or still the spec's
 * example before launch. A reminder only: the public pages keep showing the spec's values until
 * staff change them.
 */
export interface LaunchChecklist {
  /** Sub-services whose page shows no fee yet (a timeline or note alone is no fee), of all of them. */
  fees: { missing: number; total: number };
  /** No client logo uploaded yet: the home page's strip still shows Client 1 to Client 6. */
  placeholderLogos: boolean;
  /** The home page figures still at the spec's values, as the page prints them ("500+ Happy Clients"). */
  placeholderFigures: string[];
  /**
   * Texts staff wrote in English whose Hindi twin is still empty, so Hindi pages show them in
   * English (marked): `missing` in all, and how many of them are fees' timelines and notes, published
   * people's roles and bios, published job listings' texts and the calendar's extension sources.
   */
  hindi: { missing: number } & HindiGaps;
}

/** Where the Hindi twins are missing, counted per text. */
export interface HindiGaps {
  fees: number;
  people: number;
  jobs: number;
  extensions: number;
}

const sameFigure = (a: SiteFigure, b: SiteFigure | undefined) => b !== undefined && a.value === b.value && a.suffix === b.suffix && a.label === b.label;

/** The logos and figures of the current site settings that are still the spec's placeholders. */
export function placeholdersOf(settings: SiteSettings): Pick<LaunchChecklist, "placeholderLogos" | "placeholderFigures"> {
  const unchanged = (figures: SiteFigure[], defaults: SiteFigure[]) => figures.filter((figure, i) => sameFigure(figure, defaults[i]));
  const figures = [
    ...unchanged(settings.heroFigures, defaultSiteSettings.heroFigures),
    ...unchanged(settings.statFigures, defaultSiteSettings.statFigures),
  ];
  return { placeholderLogos: settings.logos.length === 0, placeholderFigures: figures.map((f) => `${figureText(f)} ${f.label}`) };
}

/** Nothing left to do. */
export const launchReady = (checklist: LaunchChecklist) =>
  checklist.fees.missing === 0 && !checklist.placeholderLogos && checklist.placeholderFigures.length === 0 && checklist.hindi.missing === 0;

/** The checklist's Hindi line from its counts. */
export const hindiGaps = (gaps: HindiGaps): LaunchChecklist["hindi"] => ({ missing: gaps.fees + gaps.people + gaps.jobs + gaps.extensions, ...gaps });
