/**
 * Per-recipient views (principle 4): computed from the state for one player (or a spectator, null).
 * A player sees their own hand; of everyone else's hand and every library only the sizes; public zones
 * in full. The open decision is shown in full only to the player who must answer it.
 */

import type { CardDb } from "./cards/types.ts";
import type { Decision } from "./decisions.ts";
import type { Edition } from "./editions.ts";
import { characteristics } from "./engine/characteristics.ts";
import { lanes, openDecisions } from "./engine/lanes.ts";
import { activePlayers, handViewers, opponents } from "./engine/players.ts";
import { territoryOf } from "./engine/territories.ts";
import type { GameObject, GameState, Lane, ObjId, PlayerId, Ref, Step } from "./state.ts";

export interface CardView {
  id: ObjId;
  card: string;
  name: string;
}

export interface PermanentView extends CardView {
  owner: PlayerId;
  controller: PlayerId;
  tapped: boolean;
  sick: boolean;
  damage: number;
  counters: Record<string, number>;
  attachedTo: ObjId | null;
  /** The player chosen as it entered (Black Vise), if any: public (614.12). */
  chosenPlayer?: PlayerId;
  /** Classic Emperor: the seat whose territory it stands in (in games with territories only). */
  territory?: PlayerId;
  /** The color or card name chosen as it entered (Teferi's Moat, Pithing Needle): public (614.12). */
  chosenColor?: string;
  chosenName?: string;
  power: number | null;
  toughness: number | null;
  types: string[];
  subtypes: string[];
  colors: string[];
  keywords: string[];
}

export interface StackView extends CardView {
  controller: PlayerId;
  kind: "spell" | "activated" | "triggered";
  targets: Ref[][];
  x: number | null;
}

export interface PlayerSummary {
  seat: PlayerId;
  name: string;
  life: number;
  poison: number;
  left: boolean;
  result: "won" | "lost" | "draw" | null;
  handCount: number;
  libraryCount: number;
  /** Only for the viewer's own hand. */
  hand: CardView[] | null;
  graveyard: CardView[];
  exile: CardView[];
  command: CardView[];
  /** 407.2: cards in the ante zone may be examined by any player at any time. */
  ante: CardView[];
  mana: string;
  /** 102.3: the player's team (an index into the teams), or null when everyone plays alone. */
  team: number | null;
  /** 801.2a: the player's range of influence in seats, or null when unlimited. */
  range: number | null;
  /** 801.2c: the players within that range this turn (fixed as it began), or null when unlimited. */
  inRange: PlayerId[] | null;
}

export interface PlayerView {
  viewer: PlayerId | null;
  /** 102.2–102.3: the viewer's opponents still in the game, in turn order from their left (public; [] for a spectator). */
  opponents: PlayerId[];
  variant: string;
  /** Whose multiplayer rules are in force (issue 15): "current" (800–811), "2007" or "2004" (editions.ts). */
  edition: Edition;
  status: GameState["status"];
  winners: PlayerId[];
  /**
   * `active`: the active player (805.2: with shared team turns, the active team's primary player);
   * `activePlayers`: every active player still in the game (805.4a: the players of the active team).
   */
  turn: {
    number: number;
    active: PlayerId;
    activePlayers: PlayerId[];
    step: Step;
    priority: PlayerId | null;
    /** 2004 draft 307.1 (507.1): the defending player chosen as this combat began, under that attack rule. */
    defender?: PlayerId;
  };
  players: PlayerSummary[];
  battlefield: PermanentView[];
  stack: StackView[];
  attacks: { attacker: ObjId; defender: { player: PlayerId } | { planeswalker: ObjId }; blockers: ObjId[] }[];
  /**
   * Full for the player who must answer; only who and what kind for everyone else. In Grand Melee: the
   * viewer's first open decision if they have one, else the lowest-numbered turn marker's.
   */
  pending: DecisionView | null;
  /** Every open decision (Grand Melee: one per turn marker, 807.4), shown as `pending` is. */
  decisions: DecisionView[];
  /**
   * Grand Melee (807.4–807.5): every turn marker around the table — its holder, whether they are taking a
   * turn or waiting (807.4d), designations for removal (807.4e), and the turn and stack it carries. In
   * Grand Melee `turn`, `stack` and `attacks` above are those of the marker whose decision `pending` is.
   */
  markers?: MarkerView[];
}

export type DecisionView = Decision | { id: number; player: PlayerId; kind: Decision["kind"] };

export interface MarkerView {
  /** The turn marker's number (807.4b). */
  marker: number;
  holder: PlayerId;
  taking: boolean;
  designations: number;
  turn: PlayerView["turn"];
  stack: StackView[];
  attacks: PlayerView["attacks"];
  /** The open decision of this marker's turn, if any. */
  pending: DecisionView | null;
}

function cardView(db: CardDb, o: GameObject): CardView {
  return { id: o.id, card: o.card, name: db.get(o.card)?.name ?? o.card };
}

export function viewFor(db: CardDb, s: GameState, viewer: PlayerId | null): PlayerView {
  const cv = (id: ObjId): CardView => cardView(db, s.objects[id]);
  const players: PlayerSummary[] = s.players.map((p, seat) => ({
    seat,
    name: p.name,
    life: p.life,
    poison: p.poison,
    left: p.left,
    result: p.result,
    handCount: p.hand.length,
    libraryCount: p.library.length,
    // 808.5, 809.7, 811.5: teammates who may see each other's hands see this one too.
    hand: viewer !== null && handViewers(s, seat).includes(viewer) ? p.hand.map(cv) : null,
    graveyard: p.graveyard.map(cv),
    exile: p.exile.map(cv),
    command: p.command.map(cv),
    ante: p.ante.map(cv),
    mana: Object.entries(p.pool)
      .filter(([, n]) => n > 0)
      .map(([c, n]) => `{${c}}`.repeat(n))
      .join(""),
    team: s.config.teams?.[seat] ?? null,
    range: s.config.range?.[seat] ?? null,
    inRange: s.turn.inRange?.[seat] ?? null,
  }));
  const battlefield: PermanentView[] = s.battlefield.map((id) => {
    const o = s.objects[id];
    const ch = characteristics(db, s, o);
    return {
      ...cardView(db, o),
      owner: o.owner,
      controller: o.controller,
      tapped: o.tapped,
      sick: o.sick,
      damage: o.damage,
      counters: { ...o.counters },
      attachedTo: o.attachedTo,
      ...(o.chosenPlayer !== undefined ? { chosenPlayer: o.chosenPlayer } : {}),
      ...(s.config.territories ? { territory: territoryOf(o) } : {}),
      ...(o.chosenColor !== undefined ? { chosenColor: o.chosenColor } : {}),
      ...(o.chosenName !== undefined ? { chosenName: o.chosenName } : {}),
      power: ch.power,
      toughness: ch.toughness,
      types: [...ch.types],
      subtypes: [...ch.subtypes],
      colors: [...ch.colors],
      keywords: [...ch.keywords],
    };
  });
  const show = (d: Decision | null): DecisionView | null =>
    d === null ? null : d.player === viewer ? d : { id: d.id, player: d.player, kind: d.kind };
  const all = lanes(s);
  const decisions = openDecisions(s);
  const mine = decisions.find((d) => d.player === viewer) ?? decisions[0];
  const main = all.find(({ lane }) => mine !== undefined && lane.pending?.id === mine.id) ?? all[0];
  const laneView = (lane: Lane) => ({
    turn: {
      number: lane.turn.number,
      active: lane.turn.active,
      activePlayers: activePlayers(s, lane.turn.active),
      step: lane.turn.step,
      priority: lane.turn.priority,
      ...(lane.turn.defender === undefined ? {} : { defender: lane.turn.defender }),
    },
    stack: lane.stack.map((id) => stackView(db, s.objects[id])),
    attacks: (lane.combat?.attacks ?? []).map((a) => ({
      attacker: a.attacker,
      defender: a.defender,
      blockers: [...a.blockers],
    })),
  });
  const markers = s.melee?.markers.map((k): MarkerView => {
    const lane = all.find((l) => l.marker === k.id)!.lane;
    const { id, holder, taking, designations } = k;
    return { marker: id, holder, taking, designations, ...laneView(lane), pending: show(lane.pending) };
  });
  return {
    viewer,
    opponents: viewer === null ? [] : opponents(s, viewer),
    variant: s.config.name,
    edition: s.config.edition,
    status: s.status,
    winners: [...s.winners],
    ...laneView(main.lane),
    players,
    battlefield,
    pending: show(main.lane.pending),
    decisions: decisions.map((d) => show(d)!),
    ...(markers !== undefined ? { markers } : {}),
  };
}

function stackView(db: CardDb, o: GameObject): StackView {
  const info = o.stack!;
  return { ...cardView(db, o), controller: o.controller, kind: info.kind, targets: info.targets, x: info.x };
}
