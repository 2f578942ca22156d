/**
 * The token an invitation or reset link carries in its fragment (`#token=…`), or "" when there is
 * none. In the fragment, the browser sends it to no server and in no Referer.
 */
export function tokenFromFragment(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token") ?? "";
}
