/**
 * Choices made as a permanent enters (614.12, 614.12a: made before it is on the battlefield; the choice is
 * part of the new object, so a permanent that leaves and returns is chosen for again, 400.7):
 * - "As [this] enters, choose an opponent." (Black Vise) — with one opponent there is nothing to ask;
 * - "As [this] enters, choose a color." (Teferi's Moat; 105.4: one of the five colors);
 * - "As [this] enters, choose a card name." (Pithing Needle; 201.4: the name of a card in the card
 *   database, never of a token or emblem definition);
 * - "[This] enters under the control of an opponent of your choice." (Captive Audience; 110.2: the
 *   player under whose control it enters controls it by default);
 * - what an Aura will enchant, when it enters other than by resolving as an Aura spell (303.4f): Oblivion
 *   Ring's return, Grasp of Fate's (610.3c). The effect doesn't say, so the player chooses among what the
 *   Aura may enchant (zones/attachRules.ts `mayEnchant`: its enchant ability, protection; not hexproof). With limited
 *   range of influence that is within the player's range (801.8, 801.5a), not also within the range of the
 *   effect's controller: 801.10 keeps an effect from affecting what is out of range, but the effect puts the
 *   Aura onto the battlefield and leaves the choice to the player (303.4f), affecting nothing it enchants.
 *   With nothing to enchant, it doesn't enter (303.4g): no choices at all (null).
 * The player who would control the permanent chooses (after a control choice, its new controller makes the
 * other choices). All questions are asked before anything changes, as every task must (enter.ts).
 */

import { flatMapOf } from "../../arrays.ts";
import { enchantSpecs } from "../../cards/intent.ts";
import type { CardDb, CardDef, Color } from "../../cards/types.ts";
import { showValue } from "../../show.ts";
import type { GameObject, GameState, PlayerId, Ref, WritableObject } from "../../state.ts";
import { askChoose } from "../ask/ask.ts";
import { chooseOpponent } from "../ask/chooseOpponent.ts";
import { characteristics } from "../characteristics/characteristics.ts";
import { COLORS } from "../characteristics/manaCost.ts";
import { type Ctx, defOf } from "../context/ctx.ts";
import { opposing, turnOrderFrom } from "../players/players.ts";
import { refOption } from "../targets/targets.ts";
import { mayEnchant } from "../zones/attachRules.ts";
import { attach } from "../zones/zones.ts";

/** What was chosen as a permanent enters. */
export interface EntersChoices {
  /** The player it enters under the control of, if not the one putting it onto the battlefield. */
  controller?: PlayerId;
  player?: PlayerId;
  color?: Color;
  name?: string;
  /** An Aura's: the object or player it enchants (303.4f, or an Aura spell's target, 303.4a). */
  enchant?: Ref;
}

const COLOR_NAMES: Record<Color, string> = { W: "white", U: "blue", B: "black", R: "red", G: "green" };

/** Whether the card makes a choice as it enters (an Aura: what it enchants, 303.4f). */
export function choosesAsEnters(def: CardDef): boolean {
  return (
    def.enchant !== undefined ||
    (def.abilities ?? []).some(
      (a) =>
        a.kind === "static" &&
        (a.effect.s === "asEntersChoose" || a.effect.s === "entersUnderOpponentsControl"),
    )
  );
}

/**
 * Asks the choices `o` makes as it enters under `controller`'s control (none: `{}`). `enchant`: what an
 * Aura enchants when the effect says — an Aura spell's target, legal as it resolved (608.2b). Null: an
 * Aura with nothing it may enchant, which doesn't enter (303.4g).
 */
export function choicesAsEnters(
  g: Ctx,
  o: GameObject,
  controller: PlayerId,
  enchant?: Ref,
): EntersChoices | null {
  const def = defOf(g, o);
  const out: EntersChoices = {};
  const statics = flatMapOf(def.abilities ?? [], (a) => (a.kind === "static" ? [a.effect] : []));
  let you = controller;
  if (statics.some((e) => e.s === "entersUnderOpponentsControl")) {
    const q = chooseOpponent(g, you, `${def.name}: choose an opponent to control it`, "chosen");
    if (q !== null) out.controller = you = q;
  }
  for (const e of statics) {
    if (e.s !== "asEntersChoose") continue;
    if (e.choose === "opponent") {
      const q = chooseOpponent(g, you, `${def.name}: choose an opponent`, "chosen");
      if (q !== null) out.player = q;
    } else if (e.choose === "color") {
      const options = COLORS.map((c) => ({ label: COLOR_NAMES[c] }));
      out.color = COLORS[askChoose(g, you, "color", `${def.name}: choose a color`, options, 1, 1)[0]];
    } else {
      const names = cardNames(g);
      const prompt = `${def.name}: choose a card name`;
      const options = names.map((label) => ({ label }));
      out.name = names[askChoose(g, you, "name", prompt, options, 1, 1)[0]];
    }
  }
  if (def.enchant === undefined) return out;
  const on = enchant ?? chooseEnchanted(g, o, you);
  if (on === null) return null;
  out.enchant = on;
  return out;
}

/**
 * 303.4f: `you` choose what the Aura `o` will enchant, among the players (in turn order from `you`) and the
 * permanents it may enchant; with one there is nothing to ask, with none null (303.4g). The choice is a
 * rule's (800.4h), though 800.4b keeps anything from entering under the control of a player who has left.
 */
function chooseEnchanted(g: Ctx, o: GameObject, you: PlayerId): Ref | null {
  const s = g.s;
  // Its characteristics where it is, as printed: no effect of the pool would change its colours on the
  // battlefield (614.12 would have them looked at as they would be there).
  const ch = characteristics(g.db, s, o);
  const candidates: Ref[] = [
    ...turnOrderFrom(s, you).map((player) => ({ player })),
    ...s.battlefield.map((object) => ({ object })),
  ];
  const legal = candidates.filter((on) => mayEnchant(g, o, ch, you, on));
  if (legal.length <= 1) return legal[0] ?? null;
  const def = defOf(g, o);
  const prompt = `${def.name}: choose what it enchants as it enters (303.4f)`;
  const options = legal.map((r) => refOption(g, r));
  const intent = enchantSpecs(def)[0]?.intent; // what it is to what it enchants, as for its target
  const [i] = askChoose(g, { player: you, by: "rule" }, "enchant", prompt, options, 1, 1, { intent });
  return legal[i];
}

/** Records the choices on the permanent that entered; an Aura becomes attached to what it enchants. */
export function applyChoicesAsEnters(s: GameState, o: WritableObject, c: EntersChoices): void {
  if (c.player !== undefined) o.chosenPlayer = c.player;
  if (c.color !== undefined) o.chosenColor = c.color;
  if (c.name !== undefined) o.chosenName = c.name;
  if (c.enchant === undefined) return;
  // 303.4: an Aura with "enchant player" (a Curse) is attached to that player.
  if ("player" in c.enchant) o.enchantedPlayer = c.enchant.player;
  else attach(s, o, c.enchant.object);
}

const namesByDb = new WeakMap<CardDb, string[]>();
const withVanguardsByDb = new WeakMap<CardDb, string[]>();

/**
 * 201.4: the names a player may choose, those of the cards (not tokens or emblems), sorted; the names of
 * vanguard cards (313) only in a Vanguard game, where they are sources in the command zone (902.7).
 */
export function cardNames(g: Ctx): string[] {
  return cardNamesOf(g.db, g.s.config.vanguard === true);
}

function cardNamesOf(db: CardDb, vanguards = false): string[] {
  const cache = vanguards ? withVanguardsByDb : namesByDb;
  let names = cache.get(db);
  if (names === undefined) {
    const set = new Set<string>();
    // Schemes, planes, phenomena and dungeons (314, 311, 312, 309) could be chosen too (201.4: a card in
    // the Oracle card reference), but to no end — nothing casts, plays or activates an ability of one, so no
    // chosen name could stop anything (Pithing Needle) — so the list leaves them out, as it leaves out
    // vanguards (313) but in a Vanguard game, where they are sources in the command zone (902.7); and a
    // game's choices don't change with them in the database.
    const inert = (types: readonly string[]) =>
      types.includes("Scheme") ||
      types.includes("Plane") ||
      types.includes("Phenomenon") ||
      types.includes("Dungeon") ||
      (!vanguards && types.includes("Vanguard"));
    for (const def of db.values()) if (def.token !== true && !inert(def.types)) set.add(def.name);
    names = [...set].sort(); // code-unit order: the same on every machine
    cache.set(db, names);
  }
  return names;
}

/**
 * A permanent set up on the battlefield of a table layout has made its choice already (614.12): the
 * layout says which (`chosen`: a seat for an opponent, a color word, a card name). Returns the problem
 * with it, or null once it is recorded on the permanent.
 */
export function layoutChoiceProblem(
  db: CardDb,
  s: GameState,
  o: WritableObject,
  chosen: PlayerId | string | undefined,
): string | null {
  const def = db.get(o.card)!;
  const ask = flatMapOf(def.abilities ?? [], (a) =>
    a.kind === "static" && a.effect.s === "asEntersChoose" ? [a.effect.choose] : [],
  )[0];
  if (ask === undefined) return chosen === undefined ? null : `${def.name} makes no choice as it enters`;
  const what = ask === "opponent" ? "an opponent" : ask === "color" ? "a color" : "a card name";
  if (chosen === undefined) return `${def.name} chose ${what} as it entered (614.12): say which`;
  if (ask === "opponent") {
    // An opponent, or one who has left the game since (800.4: it stays the chosen player, now gone).
    if (typeof chosen !== "number" || s.players[chosen] === undefined || !opposing(s, o.controller, chosen))
      return `${showValue(chosen)} is not an opponent of ${def.name}'s controller`;
    o.chosenPlayer = chosen;
  } else if (ask === "color") {
    const c = COLORS.find((x) => COLOR_NAMES[x] === chosen || x === chosen);
    if (c === undefined) return `${showValue(chosen)} is not a color (white, blue, black, red, green)`;
    o.chosenColor = c;
  } else {
    if (typeof chosen !== "string" || !cardNamesOf(db, s.config.vanguard === true).includes(chosen))
      return `${showValue(chosen)} is not the name of a card (201.4)`;
    o.chosenName = chosen;
  }
  return null;
}
