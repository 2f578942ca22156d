import { queryOptions } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { SiteSettings } from "#core/schemas/site-settings";
import { adminApi } from "./admin-api";

const api = adminApi["site-settings"];

export const siteSettingsQuery = queryOptions({
  queryKey: ["admin", "site-settings"],
  queryFn: () => parseResponse(api.$get()),
  // A colleague may have saved meanwhile: the screen always starts from the newest version.
  staleTime: 0,
});
export type SiteSettingsOverview = Awaited<ReturnType<NonNullable<typeof siteSettingsQuery.queryFn>>>;
export type SiteSettingsVersion = SiteSettingsOverview["history"][number];

export const saveSiteSettings = (baseVersion: number, settings: SiteSettings) => parseResponse(api.$put({ json: { baseVersion, settings } }));

export const restoreSiteSettings = (version: number, baseVersion: number) =>
  parseResponse(api.versions[":id"].revert.$post({ param: { id: String(version) }, json: { baseVersion } }));

export const uploadSiteLogo = (input: { file: File; alt: string; href: string; baseVersion: number }) =>
  parseResponse(
    adminApi.uploads["site-logos"].$post({ form: { file: input.file, alt: input.alt, href: input.href, baseVersion: String(input.baseVersion) } }),
  );
