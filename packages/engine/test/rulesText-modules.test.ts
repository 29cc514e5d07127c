/**
 * The layout of the rules-text generator (src/cards/rulesText/, issue 18): the folders layer without an
 * import circle, and each kind of effect and of static ability has its text in exactly one family's table.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../src/cards/rulesText");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : d.name.endsWith(".ts") ? [join(dir, d.name)] : [],
  );
}

/** Each module (relative to ROOT) and the modules of the generator it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(ROOT)) {
    const imports = [...readFileSync(file, "utf8").matchAll(/from "(\.[^"]+)";/g)]
      .map((m) => relative(ROOT, normalize(join(dirname(file), m[1]))))
      .filter((p) => !p.startsWith(".."));
    graph.set(relative(ROOT, file), imports);
  }
  return graph;
}

/** The layer of a module: its folder, or "top" for rulesText/ itself. */
function layer(module: string): string {
  return module.includes("/") ? module.split("/")[0] : "top";
}

describe("the rules-text generator's modules", () => {
  const graph = importGraph();

  it("import one another without a circle", () => {
    const done = new Set<string>();
    const circles: string[] = [];
    const visit = (m: string, path: string[]) => {
      if (path.includes(m)) circles.push([...path.slice(path.indexOf(m)), m].join(" → "));
      if (done.has(m) || path.includes(m)) return;
      for (const d of graph.get(m) ?? []) visit(d, [...path, m]);
      done.add(m);
    };
    for (const m of graph.keys()) visit(m, []);
    expect(circles).toEqual([]);
  });

  it("layer their folders: the top over effects/ and statics/, all three over phrasing/", () => {
    const allowed: Record<string, string[]> = {
      top: ["top", "effects", "statics", "phrasing"],
      effects: ["effects", "phrasing"],
      statics: ["statics", "phrasing"],
      phrasing: ["phrasing"],
    };
    const wrong = [...graph].flatMap(([m, deps]) =>
      deps.filter((d) => !allowed[layer(m)].includes(layer(d))).map((d) => `${m} imports ${d}`),
    );
    expect(Object.keys(allowed)).toEqual(expect.arrayContaining([...new Set([...graph.keys()].map(layer))]));
    expect(wrong).toEqual([]);
  });

  for (const folder of ["effects", "statics"]) {
    it(`give each kind its text in one ${folder}/ family only (the table's Record proves there is one)`, async () => {
      const owners = new Map<string, string[]>();
      for (const file of sources(join(ROOT, folder))) {
        const exported: Record<string, unknown> = await import(file);
        for (const [name, table] of Object.entries(exported))
          if (name.endsWith("Texts") && typeof table === "object" && table !== null)
            for (const kind of Object.keys(table)) owners.set(kind, [...(owners.get(kind) ?? []), name]);
      }
      expect(owners.size).toBeGreaterThan(10);
      expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
    });
  }
});
