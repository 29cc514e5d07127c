/**
 * The built client (vite, production) holds no engine code but the combination of a view's two parts
 * (`combineView.ts`, types-only imports), the list of steps (`state.ts`'s STEPS, for the stop settings),
 * the variants' titles (`variants/titles.ts`, data) and the rules-text generator (`cards/`): the browser
 * never runs the rules. Read from the bundle's source map.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { webDist } from "./e2e/webDist.ts";

/** Engine modules the client may bundle, relative to packages/engine/src. */
const ALLOWED = [/^combineView\.ts$/, /^state\.ts$/, /^variants\/titles\.ts$/, /^cards\//];

describe("the web bundle", () => {
  it("bundles no engine module but combineView, the steps, the variants' titles and the rules-text generator", () => {
    const dist = webDist();
    const assets = join(dist, "assets");
    const maps = readdirSync(assets).filter((f) => f.endsWith(".js.map"));
    expect(maps.length).toBeGreaterThan(0);
    const sources = maps.flatMap(
      (m) => (JSON.parse(readFileSync(join(assets, m), "utf8")) as { sources: string[] }).sources,
    );
    const engine = sources.flatMap((s) => {
      const m = /packages\/engine\/src\/(.*)$/.exec(s);
      return m === null ? [] : [m[1]];
    });
    expect(engine).toContain("combineView.ts");
    expect(engine.filter((f) => !ALLOWED.some((a) => a.test(f)))).toEqual([]);
    // Neither the card database nor the bots nor the server's set-up code: of the bots, only the list of
    // their names (data, for the create form's seats).
    const others = sources.filter((s) => /packages\/(cards|bots|server|scenario)\//.test(s));
    expect(others.filter((s) => !/packages\/bots\/src\/names\.ts$/.test(s))).toEqual([]);
  });
});
