import * as fs from "node:fs";
const mods = process.argv.slice(2);
const num = (s: string) => (s.match(/\d[\d,.]*/g) ?? []).map(x=>x.replace(/[.,]$/,"")).sort();
function walk(e: any, h: any, path: string, out: string[]) {
  if (typeof e === "function") { try { const args=[ "X", "Y", "Z"]; e = e(...args.slice(0,e.length).map((_,i)=> i===0?"T":"U")); h = h(...args.slice(0,h.length).map((_,i)=> i===0?"T":"U")); } catch { return; } }
  if (typeof e === "string") {
    const a = num(e), b = num(typeof h==="string"?h:"");
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push(`${path}\n   EN ${JSON.stringify(a)} ${e.slice(0,160)}\n   HI ${JSON.stringify(b)} ${String(h).slice(0,160)}`);
    return;
  }
  if (e && typeof e === "object") for (const k of Object.keys(e)) walk(e[k], h?.[k], path + "." + k, out);
}
for (const m of mods) {
  const en = await import(`/work/main/core/content/${m}.ts`);
  const hi = await import(`/work/main/core/content/hi/${m}.ts`);
  const out: string[] = [];
  for (const k of Object.keys(hi)) if (k in en) walk(en[k], hi[k], k, out); else out.push("no EN export " + k);
  console.log(`### ${m}: ${out.length} diffs`); for (const o of out) console.log(o);
}
