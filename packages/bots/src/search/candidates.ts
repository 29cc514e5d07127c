/**
 * The answers a search compares at one decision: the main choices only — what to do with priority in
 * the player's own main phase with an empty stack (cast, play, activate or pass, 117, 505.6) and once
 * blockers are declared (a combat trick, 509.2), which creatures attack (508.1) and which block (509.1). The heuristic bot's own answer is always the first
 * candidate; every candidate is one the engine accepts. Other decisions (priority at other times,
 * targets, damage assignment, numbers, orders) are left to the heuristic bot, in the search's playouts
 * as at the table.
 */
import {
  type Answer,
  type Decision,
  type DefenderRef,
  type Game,
  lanes,
  type PlayerId,
} from "@roundtable/engine";

type Of<K extends Decision["kind"]> = Extract<Decision, { kind: K }>;
type Attack = { attacker: number; defender: DefenderRef };

/** The candidates for `decision`, the heuristic answer first, at most `max` of them (no duplicates). */
export function candidates(
  game: Game,
  player: PlayerId,
  decision: Decision,
  heuristic: Answer,
  max: number,
): Answer[] {
  const options: Answer[] = [heuristic];
  if (decision.kind === "priority") {
    if (searchedPriority(game, player, decision.id)) options.push(...priorityOptions(decision));
  } else if (decision.kind === "attackers") options.push(...attackOptions(game, decision, heuristic));
  else if (decision.kind === "blockers") options.push(...blockOptions(decision, heuristic));
  const seen = new Set<string>();
  const out: Answer[] = [];
  for (const a of options) {
    const key = JSON.stringify(a);
    if (seen.has(key) || out.length >= max) continue;
    seen.add(key);
    if (out.length === 0 || game.check(player, decision.id, a) === null) out.push(a);
  }
  return out;
}

/**
 * Whether a priority decision is worth a search: with an empty stack, in its player's own main phase
 * (505.6: when sorcery-speed things are done) or in the declare blockers step of any combat (509.2: the
 * time for combat tricks); in Grand Melee, in the turn of its turn marker (807.4).
 */
function searchedPriority(game: Game, player: PlayerId, id: number): boolean {
  const all = lanes(game.state);
  const { turn, stack } = (all.find(({ lane }) => lane.pending?.id === id) ?? all[0]).lane;
  if (stack.length > 0) return false;
  return (
    turn.step === "declare-blockers" ||
    (turn.active === player && (turn.step === "main1" || turn.step === "main2"))
  );
}

/** Passing, then every action but mana abilities (605: they are activated while paying). */
function priorityOptions(d: Of<"priority">): Answer[] {
  const pass = d.actions.findIndex((a) => a.type === "pass");
  const out: Answer[] = pass >= 0 ? [{ choice: pass }] : [];
  d.actions.forEach((a, i) => {
    if (a.type !== "pass" && !(a.type === "activate" && a.mana)) out.push({ choice: i });
  });
  return out;
}

/**
 * No attack (but what must attack, 508.1d), everything attacking, and the heuristic's attack with one
 * creature more or fewer. A creature attacks where the heuristic sent it, else the opponent with the
 * least life among its defenders.
 */
function attackOptions(game: Game, d: Of<"attackers">, heuristic: Answer): Answer[] {
  const chosen = new Map<number, DefenderRef>(
    "attacks" in heuristic ? heuristic.attacks.map((a) => [a.attacker, a.defender]) : [],
  );
  const target = (c: Of<"attackers">["candidates"][number]): DefenderRef => {
    const h = chosen.get(c.attacker);
    if (h !== undefined) return h;
    const players = c.defenders.filter((x): x is { player: number } => "player" in x);
    const life = (x: { player: number }) => game.state.players[x.player].life;
    return players.sort((a, b) => life(a) - life(b))[0] ?? c.defenders[0];
  };
  const usable = d.candidates.filter((c) => c.defenders.length > 0);
  const attack = (pick: (c: (typeof usable)[number]) => boolean): Answer => ({
    attacks: usable
      .filter((c) => c.mustAttack === true || pick(c))
      .map((c) => ({
        attacker: c.attacker,
        defender: target(c),
      })) satisfies Attack[],
  });
  const out = [attack(() => false), attack(() => true)];
  if (usable.length <= 6)
    for (const toggled of usable)
      out.push(attack((c) => (c === toggled ? !chosen.has(c.attacker) : chosen.has(c.attacker))));
  return out;
}

/** No block, and the heuristic's blocks with each creature it left out blocking the first attacker it can. */
function blockOptions(d: Of<"blockers">, heuristic: Answer): Answer[] {
  const blocks = "blocks" in heuristic ? heuristic.blocks : [];
  const used = new Set(blocks.map((b) => b.blocker));
  const out: Answer[] = [{ blocks: [] }];
  for (const c of d.candidates.slice(0, 6))
    if (!used.has(c.blocker) && c.attackers.length > 0)
      out.push({ blocks: [...blocks, { blocker: c.blocker, attacker: c.attackers[0] }] });
  return out;
}
