/**
 * Principle 4: hidden information is filtered at the source. Throughout random-bot games, every
 * player's view and every event as given to each player (eventFor) must not reveal another player's
 * hand or any library; a spectator sees no hand at all.
 */
import { playGame } from "@roundtable/bots";
import {
  announcements,
  cardsBeingCast,
  eventFor,
  type Game,
  type GameEvent,
  type GameState,
  type ObjId,
  type PlayerId,
  type PlayerView,
} from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { DUEL, ffa, newGame, randomBots, reproCommand, type Table } from "./support.ts";

/** Keys under which a view names an object. */
const OBJECT_KEYS = new Set(["id", "object", "attacker", "blocker", "attachedTo", "planeswalker", "source"]);

/** Every object id the view mentions (the open decision's own id is a decision id, not an object). */
function objectIdsIn(view: PlayerView): Set<number> {
  const out = new Set<number>();
  const walk = (x: unknown, key: string | null, isPending: boolean): void => {
    if (Array.isArray(x)) {
      for (const y of x) {
        if (key === "attackers" && typeof y === "number") out.add(y);
        else walk(y, null, false);
      }
      return;
    }
    if (x === null || typeof x !== "object") return;
    for (const [k, v] of Object.entries(x)) {
      if (isPending && k === "id") continue;
      if (OBJECT_KEYS.has(k) && typeof v === "number") out.add(v);
      else walk(v, k, false);
    }
  };
  const { pending, decisions, markers, ...rest } = view;
  walk(rest, null, false);
  // Open decisions (Grand Melee: one per turn marker) carry decision ids, not object ids.
  for (const d of [pending, ...decisions, ...(markers ?? []).map((m) => m.pending)])
    if (d !== null) walk(d, null, true);
  for (const m of markers ?? []) walk({ ...m, pending: null }, null, false);
  return out;
}

const HIDDEN_ZONES = new Set(["hand", "library"]);

const WHOLE_WORDS = new Map<string, RegExp>();
/** The name as a whole word: "Mountain" is not mentioned by "Goblin Mountaineer" (made once per name). */
function wholeWord(name: string): RegExp {
  let re = WHOLE_WORDS.get(name);
  if (re === undefined) {
    re = new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`);
    WHOLE_WORDS.set(name, re);
  }
  return re;
}

/** Objects `viewer` may see: public zones, and their own hand. */
function visibleTo(s: GameState, viewer: PlayerId | null): Set<ObjId> {
  const out = new Set<ObjId>();
  for (const o of Object.values(s.objects)) {
    if (!HIDDEN_ZONES.has(o.zone) || (o.zone === "hand" && o.owner === viewer)) out.add(o.id);
  }
  return out;
}

type ViewOf = (game: Game, viewer: PlayerId | null) => PlayerView;
type Filter = (e: GameEvent, viewer: PlayerId | null) => GameEvent;

function checkView(
  game: Game,
  viewer: PlayerId | null,
  where: string,
  viewOf: ViewOf = (g, v) => g.view(v),
): string[] {
  const s = game.state;
  const view = viewOf(game, viewer);
  const json = JSON.stringify(view);
  // Subtypes are characteristics, not names: a Plateau's "Mountain" subtype doesn't name a hidden Mountain.
  // Players' names aren't card names either (a player may be called Savannah).
  const playerNames = new Set(s.players.map((p) => p.name));
  const namesJson = JSON.stringify(view, (k, v) =>
    k === "subtypes" || (k === "name" && playerNames.has(v)) ? undefined : v,
  );
  const problems: string[] = [];
  const who = viewer === null ? "the spectator" : `seat ${viewer}`;
  const visible = visibleTo(s, viewer);
  // 701.23a: a player searching a library looks at it: the cards their open search decision offers.
  for (const d of game.decisions())
    if (d.player === viewer && d.kind === "choose" && d.purpose === "search")
      for (const o of d.options) if (o.ref !== undefined && "object" in o.ref) visible.add(o.ref.object);
  const visibleCards = new Set([...visible].map((id) => s.objects[id].card));
  // 601.2a: a spell's card is public from the start of its casting, on the stack (not in its hand); 602.2a:
  // a card whose ability is activated from a hidden zone is revealed. Their names tell nothing hidden.
  const announced = announcements(game.db, s);
  const cast = cardsBeingCast(announced);
  for (const a of announced) visibleCards.add(s.objects[a.object].card);
  // Visible cards' names say nothing hidden: "Savannah Lions" in a hand doesn't name a hidden Savannah.
  const visibleNames = [...visibleCards]
    .map((c) => game.db.get(c)?.name ?? c)
    .sort((a, b) => b.length - a.length);
  const unnamed = visibleNames.reduce((text, n) => text.split(n).join(""), namesJson);

  // Hidden objects: other players' hands and every library (the viewer's own too).
  const hidden = Object.values(s.objects).filter((o) => !visible.has(o.id));
  const mentioned = objectIdsIn(view);
  const nameChecked = new Set<string>();
  for (const o of hidden) {
    if (mentioned.has(o.id))
      problems.push(`${where}: ${who} sees object ${o.id} (${o.card}) in the ${o.zone} of seat ${o.owner}`);
    if (visibleCards.has(o.card)) continue; // the same card is visible elsewhere: its name tells nothing
    if (nameChecked.has(o.card)) continue; // another hidden copy of it was looked for already
    nameChecked.add(o.card);
    const name = game.db.get(o.card)?.name ?? o.card;
    if (json.includes(`"${o.card}"`) || wholeWord(name).test(unnamed))
      problems.push(
        `${where}: ${who}'s view mentions ${o.card} ("${name}"), only in the ${o.zone} of seat ${o.owner}`,
      );
  }
  view.players.forEach((p, seat) => {
    const pl = s.players[seat];
    const hand = pl.hand.filter((id) => !cast.has(id));
    if (p.handCount !== hand.length || p.libraryCount !== pl.library.length)
      problems.push(`${where}: ${who} sees wrong hand/library sizes for seat ${seat}`);
    if (seat === viewer) {
      const ids = (p.hand ?? []).map((c) => c.id);
      if (p.hand === null || JSON.stringify(ids) !== JSON.stringify(hand))
        problems.push(`${where}: seat ${seat} doesn't see their own hand`);
    } else if (p.hand !== null) problems.push(`${where}: ${who} sees the hand of seat ${seat}`);
  });
  // An open decision is shown in full only to the player who must answer it.
  for (const d of view.decisions)
    if (d.player !== viewer && Object.keys(d).length > 3)
      problems.push(`${where}: ${who} sees the full decision of seat ${d.player}`);
  return problems;
}

function checkEvent(
  game: Game,
  e: GameEvent,
  viewer: PlayerId | null,
  where: string,
  filter: Filter = eventFor,
): string[] {
  const s = game.state;
  const seen = filter(e, viewer);
  const who = viewer === null ? "the spectator" : `seat ${viewer}`;
  const problems: string[] = [];
  const text = JSON.stringify(seen);
  const secret = "secret" in e ? e.secret : undefined;
  if (secret !== undefined) {
    const entitled = viewer !== null && secret.to.includes(viewer);
    if (entitled && JSON.stringify(seen) !== JSON.stringify(e))
      problems.push(`${where}: ${who} lost their secret: ${text}`);
    if (!entitled && "secret" in seen)
      problems.push(`${where}: ${who} gets the secret of ${JSON.stringify(e)}`);
  }
  if (e.type === "draw" && e.player !== viewer && "secret" in seen)
    problems.push(`${where}: ${who} sees what seat ${e.player} drew: ${text}`);
  if (
    e.type === "move" &&
    e.owner !== viewer &&
    e.from !== null &&
    HIDDEN_ZONES.has(e.from) &&
    HIDDEN_ZONES.has(e.to)
  ) {
    if ("secret" in seen || ("card" in seen && seen.card !== undefined))
      problems.push(`${where}: ${who} sees a card of seat ${e.owner} moving ${e.from} → ${e.to}: ${text}`);
  }
  // Any event that names a card now in another player's hand must be a public move into that hand.
  for (const key of ["object", "source", "attacker", "blocker"] as const) {
    const id = (seen as Record<string, unknown>)[key];
    if (typeof id !== "number") continue;
    const o = s.objects[id];
    if (o === undefined || o.zone !== "hand" || o.owner === viewer) continue;
    const names = "card" in seen && seen.card !== undefined;
    const publicMove = seen.type === "move" && seen.from !== null && !HIDDEN_ZONES.has(seen.from);
    if (names && !publicMove)
      problems.push(`${where}: ${who} learns card ${o.card} in the hand of seat ${o.owner}: ${text}`);
  }
  return problems;
}

const GAMES: { table: Table; seed: number; max: number; concede?: number }[] = [
  { table: DUEL, seed: 61, max: 400 },
  { table: DUEL, seed: 62, max: 400 },
  { table: ffa(3), seed: 63, max: 150, concede: 0.01 },
  { table: ffa(4, "left"), seed: 64, max: 120 },
  { table: ffa(4), seed: 65, max: 120, concede: 0.01 },
  // 807.4: several open decisions at once, one per turn marker.
  { table: { variant: "grand-melee", players: 12 }, seed: 67, max: 300, concede: 0.005 },
];

describe("hidden information", () => {
  for (const { table, seed, max, concede } of GAMES) {
    it(`views and events reveal no hand or library (${table.variant}, ${table.players} players, seed ${seed})`, () => {
      const { game } = newGame(table, seed, true);
      const viewers: (PlayerId | null)[] = [...game.state.players.map((_, i) => i), null];
      const problems: string[] = [];
      let n = 0;
      let events = 0;
      const checkAll = (batch: GameEvent[]) => {
        const where = `decision ${n}`;
        for (const v of viewers) {
          problems.push(...checkView(game, v, where));
          for (const e of batch) problems.push(...checkEvent(game, e, v, where));
        }
        events += batch.length;
      };
      checkAll(game.startEvents);
      playGame(game, randomBots(table.players), {
        seed,
        maxDecisions: max,
        concedeChance: concede ?? 0,
        onEvents: (batch) => {
          n++;
          if (problems.length < 20) checkAll(batch);
        },
      });
      expect(
        problems.slice(0, 20),
        `${reproCommand(table, seed)}\n${problems.slice(0, 20).join("\n")}`,
      ).toEqual([]);
      expect(events).toBeGreaterThan(50);
    });
  }

  it("a spectator sees no hand and no decision details", () => {
    const { game } = newGame(ffa(4), 66, true);
    playGame(game, randomBots(4), { seed: 66, maxDecisions: 40 });
    const view = game.view(null);
    expect(view.viewer).toBe(null);
    for (const p of view.players) expect(p.hand).toBe(null);
    expect(view.pending === null || Object.keys(view.pending).sort().join() === "id,kind,player").toBe(true);
    const hands = new Set(game.state.players.flatMap((p) => [...p.hand, ...p.library]));
    for (const id of objectIdsIn(view)) expect(hands.has(id), `object ${id}`).toBe(false);
  });

  it("the checks catch leaks (a check of this test itself)", () => {
    const { game } = newGame(DUEL, 67, true);
    const o = game.state.objects[game.state.players[1].hand[0]];
    const draw: GameEvent = { type: "draw", player: 1, secret: { to: [1], card: o.card, object: o.id } };
    expect(checkEvent(game, draw, 0, "test")).toEqual([]);
    expect(checkEvent(game, draw, 1, "test")).toEqual([]);
    // An event filter that forgets to strip secrets.
    expect(checkEvent(game, draw, 0, "test", (e) => e).join()).toMatch(
      /gets the secret|sees what seat 1 drew/,
    );
    const move: GameEvent = {
      type: "move",
      object: o.id,
      from: "library",
      to: "hand",
      owner: 1,
      card: o.card,
    };
    expect(checkEvent(game, move, 0, "test").join()).toMatch(/sees a card of seat 1 moving library → hand/);
    // A view that shows seat 1's hand to seat 0, or a library card.
    const leaky: ViewOf = (g, v) => {
      const view = g.view(v);
      view.players[1].hand = [{ id: o.id, card: o.card, name: "x" }];
      return view;
    };
    expect(checkView(game, 0, "test")).toEqual([]);
    expect(checkView(game, 0, "test", leaky).join()).toMatch(/sees object .* in the hand of seat 1/);
    expect(checkView(game, null, "test", leaky).join()).toMatch(/the spectator sees the hand of seat 1/);
    const top = game.state.objects[game.state.players[0].library[0]];
    const peek: ViewOf = (g, v) => ({
      ...g.view(v),
      attacks: [{ attacker: top.id, defender: { player: 1 }, blockers: [] }],
    });
    expect(checkView(game, 0, "test", peek).join()).toMatch(/sees object .* in the library of seat 0/);
  });
});
