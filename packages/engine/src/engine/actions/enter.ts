/**
 * Putting permanents onto the battlefield: the one way a permanent spell resolves (608.3) and every effect
 * puts a card there (Oblivion Ring's return, 610.3c's, Zombify's, a search's, unearth's…). First every
 * choice made as they enter is asked (614.12a; an Aura's, what it enchants, 303.4f: asEnters.ts), then they
 * enter — so a handler asks all its questions before it changes anything (ask.ts): `entering` asks, `enter`
 * puts one, `putOntoBattlefield` does both for a list.
 * A card stays in its zone if it would enter under the control of a player who has left the game (800.4b),
 * or if it is an Aura with nothing it may enchant (303.4g: Oblivion Ring's Pacifism stays in exile). 303.4g's
 * other cases don't arise: from the stack an Aura enters attached to its target, legal as it resolved
 * (608.2b); no token created is an Aura (a token's definition has no enchant ability), and no token comes
 * back (111.8).
 */
import type { ObjId, PlayerId, Ref, WritableObject } from "../../state.ts";
import type { Ctx } from "../context/ctx.ts";
import { inGame } from "../players/players.ts";
import { applyChoicesAsEnters, choicesAsEnters, type EntersChoices } from "../replacement/asEnters.ts";
import { type MoveOptions, moveObject } from "./move.ts";

/** A card (or permanent spell) to put onto the battlefield. */
export interface Entering {
  id: ObjId;
  /** The player under whose control it is put (110.2), before any choice of another (Captive Audience). */
  controller: PlayerId;
  /** "onto the battlefield tapped"; otherwise as it enters (614.1d). */
  tapped?: boolean;
  /** What an Aura enchants when the effect says: an Aura spell's target (303.4a). */
  enchant?: Ref;
  /** "with a [kind] counter on it" (702.79a persist): put on it as it enters (614.1c, 122.6). */
  withCounter?: string;
}

/** An entering card with what was chosen as it enters; `chosen` null: it stays where it is. */
export interface Entry extends Entering {
  chosen: EntersChoices | null;
}

/** Asks the choices of each card as it enters (614.12a, 303.4f), before any of them moves. */
export function entering(g: Ctx, list: readonly Entering[]): Entry[] {
  return list.map((e) => ({
    ...e,
    chosen: inGame(g.s, e.controller) ? choicesAsEnters(g, g.s.objects[e.id], e.controller, e.enchant) : null,
  }));
}

/** Puts an entry onto the battlefield with its choices; null if it stays where it is. */
export function enter(g: Ctx, e: Entry): WritableObject | null {
  if (e.chosen === null) return null;
  const opts: MoveOptions = { controller: e.chosen.controller ?? e.controller };
  if (e.tapped !== undefined) opts.tapped = e.tapped;
  if (e.withCounter !== undefined) opts.withCounter = e.withCounter;
  const p = moveObject(g, e.id, "battlefield", opts);
  if (p !== null) applyChoicesAsEnters(g.s, p, e.chosen);
  return p;
}

/** Asks, then puts each card onto the battlefield; the permanents that entered. */
export function putOntoBattlefield(g: Ctx, list: readonly Entering[]): WritableObject[] {
  const out: WritableObject[] = [];
  for (const e of entering(g, list)) {
    const p = enter(g, e);
    if (p !== null) out.push(p);
  }
  return out;
}
