import { readFileSync } from "node:fs";
import { join } from "node:path";
import { getPlatformProxy } from "wrangler";

export interface StoredObject {
  key: string;
  size: number;
}

/**
 * The local bucket of the project in `dir`, kept in `state` (`v3/` under it: `.wrangler/state`, or
 * the server's PERSIST_DIR), listed through wrangler's own proxy.
 */
export async function localObjects(dir = process.cwd(), state = join(dir, ".wrangler", "state")): Promise<StoredObject[]> {
  const { env, dispose } = await getPlatformProxy<{ MEDIA: R2Bucket }>({
    configPath: join(dir, "wrangler.toml"),
    persist: { path: join(state, "v3") },
  });
  try {
    const objects: StoredObject[] = [];
    let cursor: string | undefined;
    do {
      const page = await env.MEDIA.list({ cursor, limit: 1000 });
      objects.push(...page.objects.map((object) => ({ key: object.key, size: object.size })));
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
    return objects;
  } finally {
    await dispose();
  }
}

/** The bucket's name in wrangler.toml (the MEDIA binding's `bucket_name`). */
export function bucketName(config = readFileSync("wrangler.toml", "utf8")): string {
  const name = /\[\[r2_buckets\]\][^[]*?bucket_name\s*=\s*"([^"]+)"/.exec(config)?.[1];
  if (!name) throw new Error("wrangler.toml names no R2 bucket_name");
  return name;
}

/**
 * The deployed bucket, listed through Cloudflare's API (wrangler lists no objects), with a token
 * that may read R2 (`CLOUDFLARE_API_TOKEN`) and the account's id (`CLOUDFLARE_ACCOUNT_ID`). With
 * the token set, wrangler uses it too, so it needs D1 access as well.
 */
export async function remoteObjects(bucket: string): Promise<StoredObject[]> {
  const token = process.env.CLOUDFLARE_API_TOKEN;
  const account = process.env.CLOUDFLARE_ACCOUNT_ID;
  if (!token || !account) throw new Error("Set CLOUDFLARE_API_TOKEN (with R2 read access) and CLOUDFLARE_ACCOUNT_ID to list the deployed bucket.");
  const objects: StoredObject[] = [];
  let cursor = "";
  do {
    const url = new URL(`https://api.cloudflare.com/client/v4/accounts/${account}/r2/buckets/${bucket}/objects`);
    url.searchParams.set("per_page", "1000");
    if (cursor) url.searchParams.set("cursor", cursor);
    const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { success: boolean; errors?: { message: string }[]; result: StoredObject[]; result_info?: { cursor?: string; is_truncated?: boolean } };
    if (!res.ok || !body.success) throw new Error(`Listing ${bucket} failed (${res.status}): ${body.errors?.map((e) => e.message).join("; ") ?? ""}`);
    objects.push(...body.result.map(({ key, size }) => ({ key, size })));
    cursor = body.result_info?.is_truncated ? (body.result_info.cursor ?? "") : "";
  } while (cursor);
  return objects;
}
