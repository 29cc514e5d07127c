/**
 * Choices made as a permanent enters (614.12, 614.12a: made before it is on the battlefield; the choice is
 * part of the new object, so a permanent that leaves and returns is chosen for again, 400.7):
 * - "As [this] enters, choose an opponent." (Black Vise) — with one opponent there is nothing to ask;
 * - "As [this] enters, choose a color." (Teferi's Moat; 105.4: one of the five colors);
 * - "As [this] enters, choose a card name." (Pithing Needle; 201.4: the name of a card in the card
 *   database, never of a token or emblem definition);
 * - "[This] enters under the control of an opponent of your choice." (Captive Audience; 110.2: the
 *   player under whose control it enters controls it by default).
 * The player who would control the permanent chooses (after a control choice, its new controller makes the
 * other choices). All questions are asked before anything changes, as every task must.
 */

import { flatMapOf } from "../../arrays.ts";
import type { CardDb, CardDef, Color } from "../../cards/types.ts";
import { showValue } from "../../show.ts";
import type { GameState, PlayerId, WritableObject } from "../../state.ts";
import { askChoose } from "../ask/ask.ts";
import { chooseOpponent } from "../ask/chooseOpponent.ts";
import { COLORS } from "../characteristics/manaCost.ts";
import type { Ctx } from "../context/ctx.ts";
import { opponents } from "../players/players.ts";

/** What was chosen as a permanent enters. */
export interface EntersChoices {
  /** The player it enters under the control of, if not the one putting it onto the battlefield. */
  controller?: PlayerId;
  player?: PlayerId;
  color?: Color;
  name?: string;
}

const COLOR_NAMES: Record<Color, string> = { W: "white", U: "blue", B: "black", R: "red", G: "green" };

/** Whether the card makes a choice as it enters. */
export function choosesAsEnters(def: CardDef): boolean {
  return (def.abilities ?? []).some(
    (a) =>
      a.kind === "static" &&
      (a.effect.s === "asEntersChoose" || a.effect.s === "entersUnderOpponentsControl"),
  );
}

/** Asks the choices the card makes as it enters under `controller`'s control (none: `{}`). */
export function choicesAsEnters(g: Ctx, def: CardDef, controller: PlayerId): EntersChoices {
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
  return out;
}

/** Records the choices on the permanent that entered. */
export function applyChoicesAsEnters(o: WritableObject, c: EntersChoices): void {
  if (c.player !== undefined) o.chosenPlayer = c.player;
  if (c.color !== undefined) o.chosenColor = c.color;
  if (c.name !== undefined) o.chosenName = c.name;
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
    if (typeof chosen !== "number" || !opponents(s, o.controller).includes(chosen))
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
