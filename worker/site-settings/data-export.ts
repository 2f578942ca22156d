import { sql } from "drizzle-orm";
import { siteSettings } from "./tables";
import type { DataExport, FileOwners } from "../data-export/declaration";

/** The logos of the "Trusted by" strip: each saved version names its logos' keys in its JSON. */
const logoOwners: FileOwners = async (db, keys) => {
  const rows = await db.all<{ key: string; first: number; last: number }>(sql`
    select json_extract(logo.value, '$.key') as key, min(${siteSettings.version}) as first, max(${siteSettings.version}) as last
    from ${siteSettings}, json_each(${siteSettings.data}, '$.logos') as logo
    where json_extract(logo.value, '$.key') in (select value from json_each(${JSON.stringify(keys)}))
    group by 1`);
  return new Map(rows.map((row) => [row.key, `Trusted By logo in site settings version${row.first === row.last ? ` ${row.first}` : `s ${row.first} to ${row.last}`}`]));
};

/** Every saved version of the site's details in the owner's export, and the logos in the manifest. */
export const siteSettingsExport = {
  tables: [
    {
      table: siteSettings,
      about: "Every saved version of the website's details (phones, WhatsApp, email, address, hours, home page figures, logos, social links), as JSON in the data column; the highest version is the one the site shows.",
    },
  ],
  files: [logoOwners],
} as const satisfies DataExport;
