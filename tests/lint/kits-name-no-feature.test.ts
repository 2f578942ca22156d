import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import ts from "typescript";
import { isTest, repositorySources, root } from "../../scripts/import-graph";

/*
 * Kits know no feature, not even by name (docs/architecture.md, "Inside the worker"): a kit serves
 * whatever the features declare, so adding a feature changes no kit's code. This lint reads what
 * the features declare (their names in worker/<feature>/feature.ts, their event types and
 * publishable entities in their `declare module` blocks) and fails when a kit's or the base's
 * source holds one of them in a string, a template or an identifier. Comments are not read.
 */

/** Files the lint passes over, each with the reason. */
const PASSED_OVER: Record<string, string> = {
  // Core's typed content, not a feature: the service lines (core/content/services.ts) and the pages the web's route table renders.
  "worker/search/content.ts": "the search of core's typed content: its service lines are core/content/services.ts, not worker/services",
  "worker/seo/public-paths.ts": "the pages core/content renders without the database, /services, /blog and /careers among them",
  // Declarations carry their routes outside /api (`pages`) on branch f49-routes: the logos' route then moves to site-settings' own.
  "worker/health/data-export.ts": "the export's README calls the cron's runs \"the scheduled jobs\", the owner's word, not the job listings",
  "worker/media/routes.ts": "serves the site settings' logos under /media/site-logos/ until site-settings declares that route (branch f49-routes)",
};

export interface Declared {
  /** The features' names, as their declarations give them ("site-settings"). */
  names: string[];
  /** Their event types ("inquiry.created"). */
  eventTypes: string[];
  /** The publishable entities they declare ("post"), whose events the publishable kit names `<entity>.<action>`. */
  entities: string[];
}

export interface Finding {
  file: string;
  line: number;
  /** The identifier or the literal's text. */
  text: string;
  /** What it names: a feature, an event type, or an entity's event. */
  names: string;
}

/** The worker's folders (and top-level files) by layer, as the code block of "Inside the worker" lists them. */
export function workerLayers(architecture: string): Map<string, string[]> {
  const section = architecture.slice(architecture.indexOf("### Inside the worker"));
  const block = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  const layers = new Map<string, string[]>();
  let layer = "";
  for (const line of block.split("\n")) {
    if (line.startsWith("core/")) break;
    const label = /^([a-z]+)\s/.exec(line)?.[1];
    if (label) layer = label;
    if (!layer) continue;
    // A folder is `name/`, a top-level file `name.ts`; words in parentheses explain, and are left out.
    const named = line.replace(/\([^)]*\)/g, " ").matchAll(/(?:^|\s)([a-z][a-z-]*\/|[a-z][a-z-]*\.ts)(?=[\s,;]|$)/g);
    const list = layers.get(layer) ?? [];
    for (const [, name] of named) if (name !== `${layer}/`) list.push(name!.replace(/\/$/, ""));
    layers.set(layer, list);
  }
  return layers;
}

const parse = (file: string, text: string) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);

/** The member names of interface `name` in every `declare module "…<module>"` block of a file. */
function augmented(source: ts.SourceFile, module: string, name: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name) && node.name.text.endsWith(module)) {
      node.body?.forEachChild((statement) => {
        if (!ts.isInterfaceDeclaration(statement) || statement.name.text !== name) return;
        for (const member of statement.members) {
          if (member.name && (ts.isStringLiteral(member.name) || ts.isIdentifier(member.name))) found.push(member.name.text);
        }
      });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

/** What the features declare: `name` in each worker/<feature>/feature.ts, and the events and entities their folders add. */
export function declaredByFeatures(sources: Map<string, string>): Declared {
  const folders = [...sources.keys()].flatMap((file) => /^worker\/([^/]+)\/feature\.ts$/.exec(file)?.[1] ?? []);
  const names: string[] = [];
  const eventTypes: string[] = [];
  const entities: string[] = [];
  for (const folder of folders) {
    // The declaration's `name`: the first such property of the file, before any nested object's.
    const findName = (node: ts.Node): string | undefined =>
      ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === "name" && ts.isStringLiteral(node.initializer)
        ? node.initializer.text
        : node.forEachChild(findName);
    const name = findName(parse("feature.ts", sources.get(`worker/${folder}/feature.ts`)!));
    if (name) names.push(name);
    for (const [file, text] of sources) {
      if (!file.startsWith(`worker/${folder}/`) || isTest(file)) continue;
      const source = parse(file, text);
      eventTypes.push(...augmented(source, "events/types", "DomainEvents"));
      entities.push(...augmented(source, "publishable/entities", "PublishableEntities"));
    }
  }
  return { names, eventTypes, entities };
}

/** The words of an identifier: `siteSettings` → site, settings; `SITE_SETTINGS` → site, settings. */
const wordsOf = (identifier: string) =>
  identifier
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[\s_$]+/)
    .filter(Boolean);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What a piece of source names among the declarations, or null. */
function namer({ names, eventTypes, entities }: Declared) {
  const nameWords = names.map((name) => ({ name, words: name.split("-").join(" ") }));
  // In a string: a name as a word of a path, a key or a sentence ("inquiries.reference", "/careers/"); an event type; an entity's event.
  const inText = [
    ...names.map((name) => ({ name, pattern: new RegExp(`(?<![a-z0-9_-])${escape(name)}(?![a-z0-9_-])`, "i") })),
    ...eventTypes.map((type) => ({ name: type, pattern: new RegExp(`(?<![a-z0-9_.])${escape(type)}(?![a-z0-9_])`) })),
    ...entities.map((entity) => ({ name: `${entity}.…`, pattern: new RegExp(`(?<![a-z0-9_.])${escape(entity)}\\.[a-z_]+(?![a-z0-9_])`) })),
  ];
  return {
    // An identifier that is a name, in any case (`inquiries`, `siteSettings`, `SITE_SETTINGS`); one that only holds it
    // (`staffNameOf`) is left to the strings: whatever it imports, its module's specifier names.
    identifier(text: string): string | null {
      const words = wordsOf(text).join(" ");
      return nameWords.find((name) => name.words === words)?.name ?? null;
    },
    text(text: string): string | null {
      return inText.find(({ pattern }) => pattern.test(text))?.name ?? null;
    },
  };
}

/** Every identifier and literal of the kits' files that names a declared feature or one of its events. */
export function namesInKits(sources: Map<string, string>, kits: readonly string[], declared: Declared, passedOver: Record<string, string> = PASSED_OVER): Finding[] {
  const names = namer(declared);
  const isKitFile = (file: string) => kits.some((kit) => (kit.endsWith(".ts") ? file === `worker/${kit}` : file.startsWith(`worker/${kit}/`)));
  const findings: Finding[] = [];
  for (const [file, text] of sources) {
    if (!isKitFile(file) || isTest(file) || file in passedOver) continue;
    const source = parse(file, text);
    const report = (node: ts.Node, shown: string, named: string | null) => {
      if (named) findings.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: shown, names: named });
    };
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) report(node, node.text, names.identifier(node.text));
      else if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) report(node, node.text, names.text(node.text));
      node.forEachChild(visit);
    };
    visit(source);
  }
  return findings;
}

describe("the kits", () => {
  const architecture = readFileSync(join(root, "docs/architecture.md"), "utf8");
  const layers = workerLayers(architecture);
  const sources = repositorySources();
  const declared = declaredByFeatures(sources);

  it("are listed in docs/architecture.md with every other folder of the worker, features apart", () => {
    const listed = [...layers.values()].flat();
    const folders = new Set([...sources.keys()].filter((file) => file.startsWith("worker/") && !isTest(file)).map((file) => file.split("/")[1]!));
    assert.deepEqual([...folders].filter((folder) => !listed.includes(folder)), [], "folders of worker/ that no layer lists");
    const withDeclaration = [...folders].filter((folder) => sources.has(`worker/${folder}/feature.ts`));
    const kits = [...(layers.get("kits") ?? []), ...(layers.get("base") ?? [])];
    assert.deepEqual(kits.filter((kit) => withDeclaration.includes(kit)), [], "a folder with a feature's declaration listed as a kit");
    assert.ok(kits.length >= 10, `found only ${kits.length} kits`);
  });

  it("name no declared feature and none of their events", () => {
    assert.ok(declared.names.length >= 10 && declared.eventTypes.length >= 40, `read only ${declared.names.length} names and ${declared.eventTypes.length} event types`);
    const kits = [...(layers.get("kits") ?? []), ...(layers.get("base") ?? [])];
    const found = namesInKits(sources, kits, declared).map(({ file, line, text, names }) => `${file}:${line} ${JSON.stringify(text)} names ${names}`);
    assert.deepEqual(found, []);
  });
});

describe("the kit lint", () => {
  // A made-up worker: a feature that declares a name, an event and an entity, and a kit that plants each.
  const made = (kit: string) =>
    new Map(
      Object.entries({
        "worker/case-studies/feature.ts": 'export const caseStudiesFeature = defineFeature({ name: "case-studies", publicContent: {} });',
        "worker/case-studies/events.ts": [
          'declare module "../events/types" { interface DomainEvents { "case_study.featured": { id: number } } }',
          'declare module "../publishable/entities" { interface PublishableEntities { case_study: { image: true } } }',
        ].join("\n"),
        "worker/kit/kit.ts": kit,
        "worker/kit/kit.test.ts": 'const allowedInTests = "case-studies";',
      }),
    );
  const lint = (kit: string) => {
    const sources = made(kit);
    return namesInKits(sources, ["kit"], declaredByFeatures(sources), {}).map(({ text, names }) => `${text} → ${names}`);
  };

  it("reads the names, event types and entities a feature declares", () => {
    assert.deepEqual(declaredByFeatures(made("")), { names: ["case-studies"], eventTypes: ["case_study.featured"], entities: ["case_study"] });
  });
  it("fails on a planted name, event type or entity's event, as a string, a template, an import or an identifier", () => {
    assert.deepEqual(
      lint(
        [
          'const tag = "case-studies";',
          "const path = `/api/admin/case-studies/${id}`;",
          'const type = "case_study.featured";',
          'const published = "case_study.published";',
          "import { caseStudiesFeature } from '../case-studies/feature';",
          "const CASE_STUDIES = 1;",
          "type CaseStudies = { caseStudies: number };",
        ].join("\n"),
      ),
      [
        "case-studies → case-studies",
        "/api/admin/case-studies/ → case-studies",
        "case_study.featured → case_study.featured",
        "case_study.published → case_study.…",
        "../case-studies/feature → case-studies",
        "CASE_STUDIES → case-studies",
        "CaseStudies → case-studies",
        "caseStudies → case-studies",
      ],
    );
  });
  it("passes a kit that names them only in comments, and words and identifiers that merely contain them", () => {
    assert.deepEqual(
      lint(
        [
          "// The case-studies feature declares its case_study.featured event.",
          "/** Purges what case-studies declared. */",
          'const studies = "studies"; const caseStudy = "case study"; const cases = ["case-studies-archive"]; const caseStudiesShown = 2;',
          "const entityEvent = `${entity}.published`;",
        ].join("\n"),
      ),
      [],
    );
  });
});
