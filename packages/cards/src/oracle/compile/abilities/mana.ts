/** Mana abilities (605): "{T}: Add {G}.", "Add {C}{C}.", "Add {W} or {U}.", "Add one mana of any color." */
import type { Ability, Cost, ManaType } from "@roundtable/engine";
import { refuse } from "../phrases/refusal.ts";
import { numberOf } from "../phrases/text.ts";

const SYMBOL = /\{([WUBRGC])\}/g;

/** The mana an "Add …" sentence produces; undefined if the body is not one, refusal if it is but unreadable. */
export function manaAbilityOf(cost: Cost, body: string): Ability | undefined {
  const m = body.match(/^Add (.+)\.$/);
  if (!m) return undefined;
  const add = m[1];
  const symbols = (s: string) => [...s.matchAll(SYMBOL)].map((x) => x[1] as ManaType);
  if (add === "one mana of any color") return { kind: "mana", cost, produce: ["W", "U", "B", "R", "G"] };
  if (/^(\{[WUBRGC]\})+$/.test(add)) {
    const all = symbols(add);
    if (all.some((x) => x !== all[0])) refuse(add, "mana of several kinds at once");
    return { kind: "mana", cost, produce: [all[0]], ...(all.length > 1 ? { amount: all.length } : {}) };
  }
  if (/^(\{[WUBRGC]\}, )*\{[WUBRGC]\},? or \{[WUBRGC]\}$/.test(add))
    return { kind: "mana", cost, produce: symbols(add) };
  const combo = add.match(/^(\w+) mana in any combination of (.+)$/);
  const n = combo ? numberOf(combo[1]) : undefined;
  if (combo && n !== undefined) return { kind: "mana", cost, produce: symbols(combo[2]), amount: n };
  // 605.3a: Everflowing Chalice's "Add {C} for each charge counter on this artifact".
  const counters = add.match(
    /^\{([WUBRGC])\} for each (\S+) counter on this (?:artifact|creature|land|permanent)$/,
  );
  if (counters)
    return { kind: "mana", cost, produce: [counters[1] as ManaType], forEachCounter: counters[2] };
  const each = add.match(/ for each .+$/);
  if (each)
    refuse(
      each[0].trim(),
      "mana for each of something other than a counter on the source (605): the compiler reads no other count",
    );
  return refuse(add, "mana the compiler does not know");
}
