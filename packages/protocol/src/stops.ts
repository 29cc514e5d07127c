/**
 * Stops and passing (docs/server.md): which priority decisions of a seat are answered "pass" for the
 * person, from their StopSettings (stopsSchema.ts). One function for the server and every client: the
 * server calls `nextSettings` after each accepted input and `autoPass` for each open decision of its
 * people's seats; the terminal `play` does the same.
 *
 * A priority decision belongs to one turn (Grand Melee: one per turn marker, each with its own turn and
 * stack, 807.4–807.5): every rule here reads that turn's step, stack and combat.
 */
import {
  activePlayers,
  askedAtEveryPriority,
  type Decision,
  type Game,
  type GameState,
  isActivePlayer,
  lanes,
  nextTurnTaker,
  type ObjId,
  onlyPassOrMana,
  opposing,
  type PlayerId,
  type Ref,
  teammates,
} from "@roundtable/engine";
import type { PassUntil, PassUntilKind, StopSettings } from "./stopsSchema.ts";

type Priority = Extract<Decision, { kind: "priority" }>;

/** A turn with its stack and combat, and its turn marker (0 without turn markers): engine `lanes`. */
type MarkerLane = ReturnType<typeof lanes>[number];

/** 102.3: p and p's teammates still in the game ("you or yours"). */
function teamOf(s: GameState, p: PlayerId): PlayerId[] {
  return [p, ...teammates(s, p)];
}

/** The turn (with its stack and combat) of open decision `id`, or undefined when it isn't open. */
function laneOf(s: GameState, id: number): MarkerLane | undefined {
  return lanes(s).find(({ lane }) => lane.pending?.id === id);
}

/**
 * Whether the settings' stops ask p at this priority in the turn of `at` (ignoring "pass until"). p's own
 * turns are those p is an active player of (805.4a); "the end step before my turn" is that of a turn the
 * engine will follow with one of p's (`nextTurnTaker`: the extra turns already created first, 500.7; then
 * turn order, 805.4 with shared team turns; Grand Melee, the turn marker, 807.4c).
 */
function stopsAsk(s: GameState, p: PlayerId, at: MarkerLane, st: StopSettings): boolean {
  const { lane } = at;
  if (lane.stack.length > 0) {
    const controllers = lane.stack.map((id) => s.objects[id].controller);
    switch (st.respond) {
      case "always":
        return true;
      case "others":
        return controllers.some((c) => c !== p);
      case "opponents":
        return controllers.some((c) => opposing(s, p, c));
      case "never":
        return false;
    }
  }
  const { turn, combat } = lane;
  if (isActivePlayer(s, p, turn)) return st.myTurn.includes(turn.step);
  if (st.othersTurns.includes(turn.step)) return true;
  const team = teamOf(s, p);
  if (st.attacked.includes(turn.step) && combat?.attacks.some((a) => team.includes(a.defendingPlayer)))
    return true;
  if (!st.endBeforeMyTurn || turn.step !== "end") return false;
  const next = nextTurnTaker(s, at);
  return next !== null && activePlayers(s, next).includes(p);
}

/** Whether `ref` is p's team's: one of its players, or an object one of them controls. */
function refersToTeam(s: GameState, team: PlayerId[], ref: Ref): boolean {
  if ("player" in ref) return team.includes(ref.player);
  const o = s.objects[ref.object];
  return o !== undefined && team.includes(o.controller);
}

/**
 * What has happened to p (for "until something happens"), besides what `seen` lists: objects on a stack,
 * controlled by another player, that target p, their permanents or their team; creatures attacking p or
 * their team (or their planeswalkers, 802.2a). Their ids (an object has a new id in each zone, 400.7).
 */
function happenings(s: GameState, p: PlayerId): ObjId[] {
  const team = teamOf(s, p);
  const out: ObjId[] = [];
  for (const { lane } of lanes(s)) {
    for (const id of lane.stack) {
      const o = s.objects[id];
      if (o.controller !== p && o.stack?.targets.some((ts) => ts.some((r) => refersToTeam(s, team, r))))
        out.push(id);
    }
    for (const a of lane.combat?.attacks ?? []) if (team.includes(a.defendingPlayer)) out.push(a.attacker);
  }
  return out;
}

/** The last turn begun (807.4b: the turns of all turn markers are numbered together). */
function lastTurn(s: GameState): number {
  return Math.max(...lanes(s).map(({ lane }) => lane.turn.number));
}

/**
 * A "pass until …" pressed by the player of open decision `d`: "end-of-turn" names the turn of `d`'s turn
 * marker (807.4), the others the last turn begun; "something-happens" records what has already happened,
 * which doesn't end it.
 */
export function startPassUntil(game: Game, d: Decision, until: PassUntilKind): PassUntil {
  const s = game.state;
  const turn = until === "end-of-turn" ? (laneOf(s, d.id)?.lane.turn ?? s.turn).number : lastTurn(s);
  return until === "something-happens"
    ? { until, turn, seen: happenings(s, d.player) }
    : { until, turn, seen: [] };
}

/** Whether player p's "pass until …" `pu` has ended in the game as it stands. */
export function passUntilEnded(game: Game, p: PlayerId, pu: PassUntil): boolean {
  const s = game.state;
  const turns = lanes(s).map(({ lane }) => lane.turn);
  if (pu.until === "end-of-turn") return !turns.some((t) => t.number === pu.turn);
  if (turns.some((t) => t.number > pu.turn && isActivePlayer(s, p, t))) return true;
  if (pu.until === "my-turn") return false;
  if (game.decisions().some((d) => d.player === p && d.kind !== "priority")) return true;
  return happenings(s, p).some((id) => !pu.seen.includes(id));
}

/**
 * The settings to keep after an accepted input: `st` itself, or, once its "pass until …" has ended, a
 * copy without it (the server then tells the client). Call after every accepted input, anyone's: what
 * ends "until something happens" may not last until the person's next decision.
 */
export function nextSettings(game: Game, p: PlayerId, st: StopSettings): StopSettings {
  return st.passUntil !== null && passUntilEnded(game, p, st.passUntil) ? { ...st, passUntil: null } : st;
}

/**
 * Whether open decision `d` is to be answered with `passAnswer(d)` for its player, whose settings are
 * `st`: a priority decision where passing (or making mana) is all they can do — unless full control asks
 * them there (the engine's `askedAtEveryPriority`: that pass, made at once, would tell the others they hold
 * nothing to use) —, where a "pass until …" under way covers it, or where their stops don't ask them (those
 * tell nothing of a hand). Never true for another kind of decision.
 */
export function autoPass(game: Game, d: Decision, st: StopSettings): boolean {
  if (d.kind !== "priority") return false;
  const s = game.state;
  const at = laneOf(s, d.id);
  if (at === undefined) return false;
  if (onlyPassOrMana(d.actions) && !askedAtEveryPriority(s, d.onBehalfOf ?? d.player)) return true;
  const pu = st.passUntil;
  if (
    pu !== null &&
    (pu.until !== "end-of-turn" || at.lane.turn.number === pu.turn) &&
    !passUntilEnded(game, d.player, pu)
  )
    return true;
  return !stopsAsk(s, d.player, at, st);
}

/** The answer that passes priority (117.3d). */
export function passAnswer(d: Priority): { choice: number } {
  const choice = d.actions.findIndex((a) => a.type === "pass");
  if (choice < 0) throw new Error(`decision ${d.id} has no pass action`);
  return { choice };
}
