/**
 * Planechase in the views (901): the face-up planes and phenomena with their rules text and planar
 * controller (public: 901.6), and only the size of each planar deck — its order is hidden (901.3,
 * 103.3a; principle 4).
 */
import { rulesText } from "./cards/rulesText.ts";
import type { CardDb } from "./cards/types.ts";
import type { GameState, ObjId, PlayerId } from "./state.ts";

/** A face-up plane or phenomenon. */
export interface PlanarCardView {
  id: ObjId;
  card: string;
  name: string;
  /** "Plane — Mirrodin" or "Phenomenon". */
  typeLine: string;
  text: string;
  owner: PlayerId;
  /** 901.6: the planar controller. */
  controller: PlayerId;
  counters: Record<string, number>;
}

/** A Planechase game's public planar state. */
export interface PlanechaseView {
  faceUp: PlanarCardView[];
  /** The number of cards in each seat's planar deck (901.15: one communal deck, listed once). */
  deckSizes: number[];
  single: boolean;
  /** 901.9: what each player's next planar die roll this turn costs, by seat. */
  rollCost: number[];
}

export function planechaseView(db: CardDb, s: GameState): PlanechaseView | undefined {
  const pc = s.planechase;
  if (pc === undefined) return undefined;
  return {
    faceUp: pc.faceUp.map((id) => {
      const o = s.objects[id];
      const def = db.get(o.card);
      const types = def?.types.join(" ") ?? "";
      const sub = def?.subtypes?.length ? ` — ${def.subtypes.join(" ")}` : "";
      return {
        id,
        card: o.card,
        name: def?.name ?? o.card,
        typeLine: `${types}${sub}`,
        text: def === undefined ? "" : rulesText(def),
        owner: o.owner,
        controller: o.controller,
        counters: { ...o.counters },
      };
    }),
    deckSizes: pc.decks.map((d) => d.length),
    single: s.config.singlePlanarDeck === true,
    rollCost: s.players.map((_, p) => {
      const r = pc.rolls[p];
      return r !== undefined && r.turn === s.turn.number ? r.n : 0;
    }),
  };
}
