import * as v from "valibot";
import { figureText } from "#core/format/site-settings";
import { fieldErrors } from "#core/schemas/field-errors";
import { type SiteFigure, type SiteSettings, siteSettingsSchema } from "#core/schemas/site-settings";

/** A figure as its inputs hold it: the number is text until it is checked. */
export type FigureDraft = Omit<SiteFigure, "value"> & { value: string };

/** The settings as the form edits them. */
export type SiteSettingsDraft = Omit<SiteSettings, "heroFigures" | "statFigures"> & {
  heroFigures: FigureDraft[];
  statFigures: FigureDraft[];
};

export type SetDraft = <K extends keyof SiteSettingsDraft>(key: K, value: SiteSettingsDraft[K]) => void;

export interface SectionProps {
  draft: SiteSettingsDraft;
  /** Messages keyed by the field's path, e.g. "phones.0", "address.pincode", "heroFigures.1.value". */
  errors: Record<string, string>;
  set: SetDraft;
}

const figureDraft = (f: SiteFigure): FigureDraft => ({ ...f, value: String(f.value) });

export const toDraft = (s: SiteSettings): SiteSettingsDraft => ({
  ...s,
  heroFigures: s.heroFigures.map(figureDraft),
  statFigures: s.statFigures.map(figureDraft),
});

/** A figure's text as a number when it is one, so the schema's own message covers anything else. */
const figureInput = (f: FigureDraft) => ({ ...f, value: /^\s*\d+\s*$/.test(f.value) ? Number(f.value) : f.value });

export function checkDraft(draft: SiteSettingsDraft): { settings: SiteSettings; errors?: never } | { settings?: never; errors: Record<string, string> } {
  const result = v.safeParse(siteSettingsSchema, {
    ...draft,
    heroFigures: draft.heroFigures.map(figureInput),
    statFigures: draft.statFigures.map(figureInput),
  });
  return result.success ? { settings: result.output } : { errors: fieldErrors(result.issues) };
}

/** The server's messages name the fields under "settings."; the form names them without. */
export const withoutPrefix = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [path.replace(/^settings\./, ""), message]));

const words = (label: string) => new Set(label.toLowerCase().match(/[a-z]{4,}/g)?.map((w) => w.replace(/s$/, "")) ?? []);

/**
 * Figures of the hero and the stats band that count the same thing (their labels share a word,
 * such as "clients", and both are counts or both percentages) but show different numbers: both
 * sit on the home page, so a visitor sees both.
 */
export function figureConflicts(draft: SiteSettingsDraft): string[] {
  const checked = checkDraft(draft).settings;
  if (!checked) return [];
  return checked.heroFigures.flatMap((hero) =>
    checked.statFigures
      .filter(
        (stat) =>
          (stat.suffix === "%") === (hero.suffix === "%") &&
          [...words(hero.label)].some((w) => words(stat.label).has(w)) &&
          figureText(stat) !== figureText(hero),
      )
      .map((stat) => `The hero says ${figureText(hero)} ${hero.label} while the stats band says ${figureText(stat)} ${stat.label}.`),
  );
}
