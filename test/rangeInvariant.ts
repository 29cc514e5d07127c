/**
 * The range-of-influence invariant of the fuzz tests (801, 803.1, 804.2), checked from the events of
 * each decision and the state after it:
 *
 * - 801.2a–c: as each turn begins, every seat's players in range (`turn.inRange`) are the players still
 *   in the game within its range counted in seats to either side, and they stay fixed for the turn;
 * - 801.4: no spell or ability targets a player, or an object whose controller (801.2d) is, out of its
 *   controller's range (graveyard cards excepted: they have no controller; a copy of a spell may keep
 *   the copied spell's targets, 707.10c). Spells, copies and triggered abilities are checked from their
 *   events' target labels as they are put on the stack; activated abilities, whose `activate` event
 *   names no targets, only when the state after a decision shows them on the stack (an ability put on
 *   the stack and resolved within one decision, as automatic passing often does, goes unseen — what it
 *   does is still checked where it deals damage or deploys);
 * - 801.3, 803.1a–b: an attacked player (or attacked planeswalker's controller) is an opponent in the
 *   attacking player's range (in Pentagon, 2004 draft 611.1, one seated across) and, under attack left or right, the nearest player still in the game on
 *   that side;
 * - 801.10: damage dealt by a spell or ability only reaches players and objects in range of its controller
 *   (a triggered ability's is whoever controlled its source when it triggered, 603.3a); combat damage is dealt by no spell or ability: a creature's combat damage to a player or
 *   planeswalker goes to what it attacks, so 801.3 keeps it in range, but combat damage between a blocker
 *   and the attacker it blocks isn't limited by range (509.1a and 805.10d let a creature block an attacker
 *   whose controller is out of its controller's range; docs/variants.md, "Shared team turns with a
 *   limited range") — except under the 2004 draft's range rules (`rangeRules: "2004"`, 2004 draft 601.1:
 *   range covers damage), where no damage at all reaches beyond its source's controller's range;
 * - 804.2: deploy gives control of a creature only to a teammate in range;
 * - the classic Emperor's territories instead of 801.3 for attacks: a creature attacks an opponent seated
 *   next to the territory it stands in (followed through `march` events), whatever the range; its combat
 *   damage isn't limited by range either (creatures fight where they stand).
 *
 * Ranges are fixed per turn (801.2c): an event is judged with the ranges of the turn it happened in —
 * the previous check's ranges until a `turn` event, from then on the ranges computed for that turn
 * (for the last turn of a batch: the engine's, compared with the computed ones first).
 */
import {
  type CardDb,
  DEPLOY_TEXT,
  type GameEvent,
  type GameState,
  lanes,
  type ObjId,
  type PlayerId,
  type Ref,
  turnRanges,
} from "@roundtable/engine";

/** How a deploy ability on the stack names its ability (engine/deploy.ts DEPLOY_INDEX). */
const DEPLOY_ABILITY = -1;

type Ranges = PlayerId[][] | null;

/** 801.2a–c: the players in each seat's range as a turn begins, given who is still in the game. */
export function expectedRanges(range: number[] | null, left: readonly boolean[]): Ranges {
  if (range === null) return null;
  const seated = left.flatMap((l, seat) => (l ? [] : [seat]));
  const n = seated.length;
  return left.map((_, p) => {
    const i = seated.indexOf(p);
    const out = new Set<PlayerId>([p]); // 801.2b: always in their own range
    if (i >= 0)
      for (let d = 1; d <= range[p] && d < n; d++) {
        out.add(seated[(i + d) % n]);
        out.add(seated[(i - d + n) % n]);
      }
    return [...out].sort((a, b) => a - b);
  });
}

/** The nearest seat still in the game on p's left (seat p+1 is on seat p's left) or right. */
function adjacent(left: readonly boolean[], p: PlayerId, side: "left" | "right"): PlayerId | null {
  const n = left.length;
  for (let k = 1; k < n; k++) {
    const q = side === "left" ? (p + k) % n : (p - k + n) % n;
    if (!left[q]) return q;
  }
  return null;
}

function goneText(left: readonly boolean[]): string {
  const gone = left.flatMap((l, p) => (l ? [p] : []));
  return gone.length === 0
    ? "every seat in the game"
    : `seat${gone.length > 1 ? "s" : ""} ${gone.join(", ")} gone`;
}

interface PendingDeploy {
  controller: PlayerId;
  card: string;
  /** Its ability has just resolved: the next `control` event for the creature is the deploy. */
  armed: boolean;
}

/**
 * Feed it every batch of events (`observe`) and, after each decision, the state (`check`): it returns the
 * violations of the events since the previous check. Active only when the game has a range, teams,
 * Pentagon's opponents or deploy (otherwise it checks nothing and costs nothing).
 */
export class RangeChecker {
  readonly active: boolean;
  private readonly range: number[] | null;
  private readonly teams: number[] | null;
  /** Pentagon (2004 draft 611.1): each seat's opponents, the two seated across; null elsewhere. */
  private readonly across: number[][] | null;
  private readonly attack: string;
  private readonly seatOfName = new Map<string, PlayerId>();
  private buffer: GameEvent[] = [];
  /** Ranges of the current turn as of the last check; undefined before the first check. */
  private ranges: Ranges | undefined = undefined;
  private turnNumber = 0;
  private activePlayer: PlayerId | null = null;
  private left: boolean[];
  /** Controllers of the objects on the battlefield and the stack at the last check. */
  private ctrl = new Map<ObjId, PlayerId>();
  private seenStack = new Set<ObjId>();
  /**
   * What spells and abilities targeted this turn (a seat "p:N", or an object by name "o:Name"; in Grand
   * Melee prefixed with the turn's number, as several turns go on at once): a copy of a spell may keep its
   * targets even when they are out of its controller's range (707.10c).
   */
  private turnTargets = new Set<string>();
  /** Creatures whose deploy ability was activated (by source id). */
  private deploys = new Map<ObjId, PendingDeploy>();
  /** Who cast each spell (or copy) on the stack, by its id: the controller of a spell as it resolves. */
  private casters = new Map<ObjId, PlayerId>();
  /**
   * The controller of the spell or ability resolving now (since its `resolve` event): the damage it deals is
   * limited by that player's range (801.10), not by the range of its source's controller — a fight (701.14)
   * is a spell's effect (Prey Upon: Emperor, pool decks, seed 1001), and a triggered ability is controlled by
   * whoever controlled its source when it triggered (603.3a), though the source may have changed hands since
   * (Vindictive Vampire: 6-player Free-for-All, range 1, heuristic bots, pool decks, seed 5000076). In Grand
   * Melee, by turn marker's turn: each has its own stack, and a spell that asks a question as it resolves may
   * have another turn's resolutions between its `resolve` event and its damage (Notion Rain's surveil: 48
   * players, pool decks, seed 706).
   */
  private readonly resolvingBy = new Map<number, PlayerId | null>();
  /**
   * Blockers and the attackers they block ("blocker|attacker" by id; ids aren't reused, 400.7): the combat
   * damage between them isn't limited by range.
   */
  private blocks = new Set<string>();
  /** Classic Emperor: the territory of each creature that marched or jumped (others: their controller's). */
  private territories = new Map<ObjId, PlayerId>();
  private readonly territorial: boolean;
  /**
   * The 2004 draft's range rules (`rangeRules: "2004"`): 601.1's range covers all damage, so combat damage
   * between a blocker and the attacker it blocks is limited like any other.
   */
  private readonly allDamage: boolean;
  /** Grand Melee (807.4): several turns at once, each with the ranges fixed as it began, by turn number. */
  private readonly melee: boolean;
  private perTurn = new Map<number, { ranges: Ranges; active: PlayerId }>();
  /**
   * How many of each check ran against a limited range (to see what a fuzz run covered); `keptByCopy`:
   * targets out of range that a copy kept from the spell it copies (707.10c), allowed.
   */
  readonly counts = { turns: 0, targets: 0, attacks: 0, damage: 0, deploys: 0, keptByCopy: 0 };

  /** `db`: for the names of cards in messages (else their ids). */
  constructor(
    initial: GameState,
    private readonly db?: CardDb,
  ) {
    const cfg = initial.config;
    this.range = cfg.range ?? null;
    this.teams = cfg.teams ?? null;
    this.across = cfg.opponentsBySeat ?? null;
    this.attack = cfg.attack;
    this.territorial = cfg.territories;
    this.allDamage = cfg.rangeRules === "2004";
    this.melee = cfg.turnMarkers;
    this.active = this.range !== null || this.teams !== null || this.across !== null || cfg.deploy === true;
    this.left = initial.players.map((p) => p.left);
    const names = initial.players.map((p) => p.name);
    names.forEach((name, seat) => {
      if (names.indexOf(name) === names.lastIndexOf(name)) this.seatOfName.set(name, seat);
    });
  }

  /** The stack the events now belong to: in Grand Melee the current turn marker's turn's (807.4), else the one. */
  private laneKey(): number {
    return this.melee ? this.turnNumber : 0;
  }

  /**
   * 801.18, 901.13: outside Grand Melee a plane's or phenomenon's abilities, and their effects, reach every
   * player and object whatever the range.
   */
  private planarExempt(name: string): boolean {
    if (this.melee || this.db === undefined) return false;
    for (const def of this.db.values())
      if (def.name === name) return def.types.includes("Plane") || def.types.includes("Phenomenon");
    return false;
  }

  observe(events: readonly GameEvent[]): void {
    if (this.active) this.buffer.push(...events);
  }

  check(s: GameState): string[] {
    if (!this.active) return [];
    const events = this.buffer;
    this.buffer = [];
    const v: string[] = [];
    let lastTurn = -1;
    events.forEach((e, i) => {
      if (e.type === "turn") lastTurn = i;
    });
    const after: Ranges = turnRanges(s);
    const changedHere = new Set<ObjId>();
    for (const e of events) if (e.type === "control") changedHere.add(e.object);

    let ranges = this.ranges;
    const left = [...this.left];
    const ctrl = this.ctrl;
    /** The controller of a battlefield or stack object now in the batch, or undefined if unknown. */
    const controllerOf = (id: ObjId): PlayerId | undefined => {
      const c = ctrl.get(id);
      if (c !== undefined) return c;
      const o = s.objects[id];
      // An object that appeared during the batch: its controller now, unless a control effect moved it.
      if (o !== undefined && (o.zone === "battlefield" || o.zone === "stack") && !changedHere.has(id))
        return o.controller;
      return undefined;
    };
    const counts = this.counts;
    const outOfRange = (p: PlayerId, q: PlayerId, kind: keyof typeof counts): boolean => {
      if (ranges === undefined || ranges === null || ranges[p] === undefined) return false;
      const out = !ranges[p].includes(q);
      if (kind !== "keptByCopy" || out) counts[kind]++;
      return out;
    };
    const rangeText = (p: PlayerId): string =>
      ranges ? `seat ${p}'s range this turn is seats ${ranges[p].join(", ")}` : "";
    const turnText = (): string => `turn ${this.turnNumber}`;

    for (let i = 0; i < events.length; i++) {
      const e = events[i];
      switch (e.type) {
        case "lane": {
          // Grand Melee: the events that follow belong to this turn marker's turn (807.4).
          this.turnNumber = e.turn;
          ranges = this.perTurn.get(e.turn)?.ranges ?? ranges;
          this.activePlayer = this.perTurn.get(e.turn)?.active ?? this.activePlayer;
          break;
        }
        case "turn": {
          this.turnNumber = e.number;
          this.activePlayer = e.player;
          this.deploys.clear(); // a deploy ability resolves in the turn it was activated (sorcery)
          if (!this.melee) {
            // Grand Melee: other turns go on (target keys name the turn; blocks are by unique ids).
            this.turnTargets.clear();
            this.blocks.clear();
          }
          const expected = expectedRanges(this.range, left);
          counts.turns++;
          if (this.melee) {
            // Each turn marker's turn fixes its own ranges as it begins (801.2c, 807.4h).
            const lane = lanes(s).find((l) => l.lane.turn.number === e.number)?.lane;
            const actual = lane === undefined ? expected : turnRanges(s, lane.turn);
            if (JSON.stringify(actual) !== JSON.stringify(expected))
              v.push(
                `801.2c: as turn ${e.number} began, the players in range are ${JSON.stringify(actual)}, ` +
                  `but with ranges ${JSON.stringify(this.range)} and ${goneText(left)} they are ${JSON.stringify(expected)}`,
              );
            ranges = expected;
            this.perTurn.set(e.number, { ranges: expected, active: e.player });
          } else if (i === lastTurn) {
            if (JSON.stringify(after) !== JSON.stringify(expected))
              v.push(
                `801.2c: as turn ${e.number} began, the players in range are ${JSON.stringify(after)}, ` +
                  `but with ranges ${JSON.stringify(this.range)} and ${goneText(left)} they are ${JSON.stringify(expected)}`,
              );
            ranges = after;
          } else ranges = expected;
          break;
        }
        case "leave":
          left[e.player] = true;
          break;
        case "cast":
        case "copy":
        case "trigger":
        case "activate":
          if (e.type === "cast" || e.type === "copy") this.casters.set(e.object, e.player);
          if (e.type === "trigger" && this.planarExempt(e.card)) break; // 801.18
          if (e.type === "activate" && e.text === DEPLOY_TEXT)
            this.deploys.set(e.source, { controller: e.player, card: e.card, armed: false });
          for (const label of e.targets) {
            const t = this.parseLabel(label);
            if (t === null) continue;
            // 707.10c: a copy may keep a target of the spell it copies (cast this turn), even an illegal one.
            const key = this.melee ? `${this.turnNumber}|${t.key}` : t.key;
            const kept = e.type === "copy" && this.turnTargets.has(key);
            this.turnTargets.add(key);
            if (kept && outOfRange(e.player, t.seat, "keptByCopy")) continue;
            if (!kept && outOfRange(e.player, t.seat, "targets"))
              v.push(
                `801.4: ${e.type === "trigger" ? "triggered ability of" : e.type === "activate" ? "activated ability of" : e.type === "copy" ? "copy (with a new target, 707.10c) of" : "spell"} ${e.card} ` +
                  `(controller seat ${e.player}) targets ${t.object ? `${label}, controlled by seat ${t.seat}` : `seat ${t.seat}`}, ` +
                  `out of range (${rangeText(e.player)}, ${turnText()})`,
              );
          }
          break;
        case "resolve":
          for (const d of this.deploys.values()) d.armed = d.card === e.card;
          this.resolvingBy.set(this.laneKey(), this.casters.get(e.object) ?? ctrl.get(e.object) ?? null);
          this.casters.delete(e.object);
          break;
        case "fizzle":
        case "counter":
          for (const [id, d] of this.deploys) if (d.card === e.card) this.deploys.delete(id);
          break;
        case "control": {
          const d = this.deploys.get(e.object);
          if (d?.armed) {
            this.deploys.delete(e.object);
            if (!this.teammates(d.controller, e.player))
              v.push(
                `804.2: deploy of ${e.card} by seat ${d.controller} gave control to seat ${e.player}, who isn't their teammate (teams ${JSON.stringify(this.teams)})`,
              );
            else if (outOfRange(d.controller, e.player, "deploys"))
              v.push(
                `804.2, 801.4: deploy of ${e.card} by seat ${d.controller} gave control to seat ${e.player}, out of range (${rangeText(d.controller)}, ${turnText()})`,
              );
          }
          ctrl.set(e.object, e.player);
          break;
        }
        case "march":
          this.territories.set(e.object, e.to);
          break;
        case "block":
          this.blocks.add(`${e.blocker}|${e.attacker}`);
          break;
        case "attack": {
          const ap = controllerOf(e.attacker) ?? this.activePlayer;
          const dp = "player" in e.defender ? e.defender.player : controllerOf(e.defender.planeswalker);
          if (ap === null || dp === undefined) break;
          const what = "player" in e.defender ? `seat ${dp}` : `a planeswalker of seat ${dp}`;
          if (!this.opponents(ap, dp))
            v.push(
              `508.1b, 102.3: ${e.card} of seat ${ap} attacks ${what}, who isn't an opponent (teams ${JSON.stringify(this.teams)}, ${turnText()})`,
            );
          else if (this.territorial) {
            const t = this.territories.get(e.attacker) ?? ap;
            if (dp !== adjacent(left, t, "left") && dp !== adjacent(left, t, "right"))
              v.push(
                `classic Emperor: ${e.card} of seat ${ap}, standing in seat ${t}'s territory, attacks ${what}, who isn't seated next to it (${turnText()})`,
              );
          } else if (outOfRange(ap, dp, "attacks"))
            v.push(
              `801.3: ${e.card} of seat ${ap} attacks ${what}, out of range (${rangeText(ap)}, ${turnText()})`,
            );
          if (this.attack === "left" || this.attack === "right") {
            const near = adjacent(left, ap, this.attack);
            if (dp !== near)
              v.push(
                `${this.attack === "left" ? "803.1a" : "803.1b"}: under attack ${this.attack}, ${e.card} of seat ${ap} attacks ${what}, ` +
                  `but the nearest player still in the game on that side is seat ${near} (${turnText()})`,
              );
          }
          break;
        }
        case "damage": {
          const to = "player" in e.to ? e.to.player : controllerOf(e.to.object);
          const exempt = this.territorial || (!this.allDamage && this.blockPair(e.source, e.to));
          if (to === undefined || (e.combat && exempt) || this.planarExempt(e.card)) break; // 801.18
          // Damage dealt as a spell or ability resolves: its controller's range (a fight, a stolen source) —
          // not a mana ability's own damage, right after its mana (a Talisman's, 605.3a): its controller's.
          const prev = events[i - 1];
          const manaAbility = prev?.type === "mana" && prev.player === e.controller;
          const resolving = this.resolvingBy.get(this.laneKey()) ?? null;
          const by = !e.combat && resolving !== null && !manaAbility ? resolving : e.controller;
          if (outOfRange(by, to, "damage"))
            v.push(
              `${this.allDamage ? "2004 draft 601.1: range covers damage," : e.combat ? "801.3, 510.1a: combat damage goes to what a creature attacks," : "801.10:"} ${e.card} (source controlled by seat ${e.controller}${by === e.controller ? "" : `, by a spell or ability of seat ${by}`}) deals ${e.amount} ${e.combat ? "combat " : ""}damage to ` +
                `${"player" in e.to ? `seat ${to}` : `object ${e.to.object}, controlled by seat ${to}`}, out of range (${rangeText(e.controller)}, ${turnText()})`,
            );
          break;
        }
      }
    }

    if (this.melee) {
      this.checkLanes(s, v);
      return v;
    }
    // 801.2c: without a new turn, the players in range are the ones fixed as this turn began.
    if (lastTurn < 0 && this.ranges !== undefined && JSON.stringify(after) !== JSON.stringify(this.ranges))
      v.push(
        `801.2c: the players in range changed during turn ${s.turn.number}: ${JSON.stringify(this.ranges)} became ${JSON.stringify(after)}`,
      );
    ranges = after;

    // 801.4 and 804.2 for the spells and abilities now on the stack that weren't at the last check (they
    // were put there this turn: the stack is empty when a turn ends). Targets are judged with their
    // controllers now, except objects a control effect moved during the batch. Copies of spells are left
    // to their `copy` events (they may keep targets out of range, 707.10c).
    this.checkStack(s, s.stack, s.turn.number, outOfRange, rangeText, changedHere, v);

    // The snapshot the next batch starts from.
    this.ranges = after;
    this.turnNumber = s.turn.number;
    this.activePlayer = s.turn.active;
    this.left = s.players.map((p) => p.left);
    this.seenStack = new Set(s.stack);
    this.ctrl = new Map();
    for (const id of s.battlefield) this.ctrl.set(id, s.objects[id].controller);
    for (const id of s.stack) this.ctrl.set(id, s.objects[id].controller);
    return v;
  }

  /**
   * 801.4 and 804.2 for the spells and abilities now on `stack` that weren't at the last check (they were
   * put there this turn: the stack is empty when a turn ends). Targets are judged with their controllers
   * now, except objects a control effect moved during the batch. Copies of spells are left to their `copy`
   * events (they may keep targets out of range, 707.10c).
   */
  private checkStack(
    s: GameState,
    stack: readonly ObjId[],
    turn: number,
    outOfRange: (p: PlayerId, q: PlayerId, kind: "targets") => boolean,
    rangeText: (p: PlayerId) => string,
    changedHere: ReadonlySet<ObjId>,
    v: string[],
  ): void {
    for (const id of stack) {
      if (this.seenStack.has(id)) continue;
      const o = s.objects[id];
      if (o?.stack === null || o?.stack === undefined || (o.token && o.stack.kind === "spell")) continue;
      const kind = o.stack.kind === "spell" ? "spell" : `${o.stack.kind} ability of`;
      const card = this.db?.get(o.card)?.name ?? o.card;
      o.stack.targets.flat().forEach((ref: Ref) => {
        let seat: PlayerId | undefined;
        let label: string;
        if ("player" in ref) {
          seat = ref.player;
          label = `seat ${seat}`;
          if (
            o.stack?.kind === "activated" &&
            o.stack.ability === DEPLOY_ABILITY &&
            !this.teammates(o.controller, seat)
          )
            v.push(
              `804.2: deploy ability of ${card} (controller seat ${o.controller}) targets seat ${seat}, who isn't their teammate (teams ${JSON.stringify(this.teams)})`,
            );
        } else {
          const t = s.objects[ref.object];
          if (
            t === undefined ||
            (t.zone !== "battlefield" && t.zone !== "stack") ||
            changedHere.has(ref.object)
          )
            return;
          seat = t.controller;
          label = `${this.db?.get(t.card)?.name ?? t.card} (object ${ref.object}), controlled by seat ${seat}`;
        }
        if (outOfRange(o.controller, seat, "targets"))
          v.push(
            `801.4: ${kind} ${card} (object ${id}, controller seat ${o.controller}) targets ${label}, out of range (${rangeText(o.controller)}, turn ${turn})`,
          );
      });
    }
  }

  /**
   * Grand Melee: each turn marker's turn keeps the ranges fixed as it began (801.2c); the new spells and
   * abilities on each marker's stack are judged with that turn's ranges. Then the snapshot for the next batch.
   */
  private checkLanes(s: GameState, v: string[]): void {
    const changedHere = new Set<ObjId>();
    for (const { lane } of lanes(s)) {
      const known = this.perTurn.get(lane.turn.number);
      const now = turnRanges(s, lane.turn);
      if (known !== undefined && JSON.stringify(known.ranges) !== JSON.stringify(now))
        v.push(
          `801.2c: the players in range changed during turn ${lane.turn.number}: ${JSON.stringify(known.ranges)} became ${JSON.stringify(now)}`,
        );
      const outOfRange = (p: PlayerId, q: PlayerId, kind: "targets"): boolean => {
        if (now === null || now[p] === undefined) return false;
        this.counts[kind]++;
        return !now[p].includes(q);
      };
      const rangeText = (p: PlayerId): string =>
        now ? `seat ${p}'s range this turn is seats ${now[p].join(", ")}` : "";
      this.checkStack(s, lane.stack, lane.turn.number, outOfRange, rangeText, changedHere, v);
    }
    const all = lanes(s);
    this.perTurn = new Map(
      all.map(({ lane }) => [
        lane.turn.number,
        { ranges: turnRanges(s, lane.turn), active: lane.turn.active },
      ]),
    );
    this.left = s.players.map((p) => p.left);
    this.seenStack = new Set(all.flatMap(({ lane }) => lane.stack));
    this.ctrl = new Map();
    for (const id of s.battlefield) this.ctrl.set(id, s.objects[id].controller);
    for (const id of this.seenStack) this.ctrl.set(id, s.objects[id].controller);
  }

  /** Combat damage between a blocker and the attacker it blocks (either way): not limited by range. */
  private blockPair(source: ObjId, to: { player: PlayerId } | { object: ObjId }): boolean {
    if ("player" in to) return false;
    return this.blocks.has(`${source}|${to.object}`) || this.blocks.has(`${to.object}|${source}`);
  }

  /** 102.2–102.3: p and q play against each other. */
  private opponents(p: PlayerId, q: PlayerId): boolean {
    if (this.across !== null) return this.across[p].includes(q); // Pentagon, 611.1
    return p !== q && (this.teams === null || this.teams[p] !== this.teams[q]);
  }

  private teammates(p: PlayerId, q: PlayerId): boolean {
    return p !== q && this.teams !== null && this.teams[p] === this.teams[q];
  }

  /**
   * A target as the engine labels it in events (engine/targets.ts refLabel): a player's name, or
   * "Card (Controller)" for an object — its controller as it was targeted. Graveyard cards ("Card
   * (Name's graveyard)") and objects already gone ("object N") give null: nothing to check.
   */
  private parseLabel(label: string): { seat: PlayerId; object: boolean; key: string } | null {
    const seat = this.seatOfName.get(label);
    if (seat !== undefined) return { seat, object: false, key: `p:${seat}` };
    const m = /^(.*) \(([^()]*)\)$/.exec(label);
    if (m === null) return null;
    const c = this.seatOfName.get(m[2]);
    return c === undefined ? null : { seat: c, object: true, key: `o:${m[1]}` };
  }
}
