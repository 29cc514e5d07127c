/**
 * What one activation of a mana ability makes as it resolves (605.3a): the types of mana its text names, and how
 * much. Most name them outright ("{T}: Add {G}."); some depend on the game when they resolve:
 *
 * - "Add one mana of any color in your commander's color identity." (Command Tower, Arcane Signet): the colours
 *   of the combined colour identity of its controller's commanders (903.4, 702.124c), established for their
 *   cards as the game began (903.4a). A player without a commander — in a game that isn't Commander, say —
 *   has no such identity, so the ability adds no mana (903.4f, 106.5); nor does it with a colourless commander.
 * - "Add one mana of any color that a land an opponent controls could produce." (Fellwar Stone): the colours
 *   any mana ability of such a land would make if it resolved now, its costs ignored (106.7); none if
 *   opponents control no land that could.
 * - "Add {B} for each Swamp you control." (Cabal Coffers), "Add {C} for each charge counter on this artifact."
 *   (Everflowing Chalice): counted as it resolves; with none, it adds no mana (106.5).
 *
 * Every place that asks which mana an ability makes — payment planning (mana.ts), and activating one by hand
 * (spells/activate.ts) — asks here.
 */
import { commandersIdentity } from "../../cards/partner.ts";
import type { Ability, CardDef, Color, ManaType } from "../../cards/types.ts";
import { countersOf } from "../../objectFields.ts";
import type { GameObject, ObjId, PlayerId } from "../../state.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import type { Ctx } from "../context/ctx.ts";
import { permanentsMatching } from "../targets/targets.ts";

export type ManaAbility = Ability & { kind: "mana" };

/**
 * The types of mana one activation of `a` by `p` may make (it makes one of them, or each of them with
 * `together`); empty when it makes none (903.4f, 106.5, 106.7).
 */
export function manaTypes(g: Ctx, p: PlayerId, a: ManaAbility): ManaType[] {
  return a.colorsFrom === undefined ? a.produce : typesOf(g, p, a, new Set()); // most name their mana
}

/**
 * How much mana one activation of `a`, an ability of `source`, by `p` makes: its amount, for each permanent or
 * counter on `source` counted if it counts.
 */
export function manaAmount(g: Ctx, p: PlayerId, a: ManaAbility, source: GameObject): number {
  const n = a.amount ?? 1;
  if (a.forEachCounter !== undefined) return n * countersOf(source, a.forEachCounter);
  return a.forEach === undefined ? n : n * permanentsMatching(g, a.forEach, p).length;
}

/** 903.4, 702.124c: the colours of `p`'s commanders' combined colour identity (none without a commander, 903.4f). */
export function commanderColors(g: Ctx, p: PlayerId): Color[] {
  const defs: CardDef[] = [];
  for (const id of g.s.players[p].commanders ?? []) {
    const def = g.db.get(id);
    if (def !== undefined) defs.push(def);
  }
  return commandersIdentity(defs);
}

/** `manaTypes`, with the lands already being asked what they could produce (`asking`: a land's ability may ask back). */
function typesOf(g: Ctx, p: PlayerId, a: ManaAbility, asking: Set<ObjId>): ManaType[] {
  if (a.colorsFrom === undefined) return a.produce;
  const colors: readonly ManaType[] =
    a.colorsFrom === "commanderIdentity" ? commanderColors(g, p) : opponentLandColors(g, p, asking);
  return a.produce.filter((t) => t !== "C" && colors.includes(t));
}

/** 106.7: the types of mana a land an opponent of `p` controls could produce. */
function opponentLandColors(g: Ctx, p: PlayerId, asking: Set<ObjId>): ManaType[] {
  const out = new Set<ManaType>();
  for (const land of permanentsMatching(g, { types: ["Land"], controller: "opponent" }, p))
    for (const t of couldProduce(g, land, asking)) out.add(t);
  return [...out];
}

/**
 * 106.7: the types of mana `o`'s mana abilities would make if they resolved now (costs ignored). A land asked
 * again while it is being asked (two Exotic Orchards asking each other) adds nothing more: what it could
 * produce is what its other abilities and the other lands give (106.7's example).
 */
function couldProduce(g: Ctx, o: GameObject, asking: Set<ObjId>): ManaType[] {
  if (asking.has(o.id)) return [];
  asking.add(o.id);
  const out: ManaType[] = [];
  for (const a of characteristics(g.db, g.s, o).abilities)
    if (a.kind === "mana") out.push(...typesOf(g, o.controller, a, asking));
  asking.delete(o.id);
  return out;
}
