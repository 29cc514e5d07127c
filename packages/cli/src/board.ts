/**
 * A compact text rendering of a player's view: whose turn (the active team's, with shared team turns) and
 * which step, who sits where, each player's team (and Emperor role), range of influence, life (once per
 * team when the team shares it), hand and library sizes and permanents (P/T, tapped), the stack, the
 * attacks, the viewer's own hand and the teammates' hands the viewer may see. In a classic Emperor game
 * each permanent is listed under the territory it stands in: another player's creature there is named
 * with its controller ("Frank's Grizzly Bears"), and its controller's entry says where it went ("in Eve's
 * territory: Grizzly Bears").
 */
import type { PermanentView, PlayerSummary, PlayerView, Ref } from "@roundtable/engine";
import { joinNames, rangeText, type SeatingInfo, seatingLine, teamLabel } from "./seating.ts";

const STEP_NAMES: Record<string, string> = {
  untap: "untap step",
  upkeep: "upkeep",
  draw: "draw step",
  main1: "first main phase",
  "beginning-of-combat": "beginning of combat",
  "declare-attackers": "declare attackers step",
  "declare-blockers": "declare blockers step",
  "first-strike-damage": "first-strike damage step",
  "combat-damage": "combat damage step",
  "end-of-combat": "end of combat",
  main2: "second main phase",
  end: "end step",
  cleanup: "cleanup step",
};

export function permanentLabel(p: PermanentView): string {
  const parts: string[] = [];
  if (p.power !== null && p.toughness !== null) parts.push(`${p.power}/${p.toughness}`);
  if (p.counters.loyalty !== undefined && p.types.includes("Planeswalker"))
    parts.push(`loyalty ${p.counters.loyalty}`);
  if (p.tapped) parts.push("tapped");
  if (p.sick && p.types.includes("Creature")) parts.push("sick");
  if (p.damage > 0) parts.push(`${p.damage} damage`);
  if (p.keywords.length > 0) parts.push(p.keywords.join(", "));
  return parts.length > 0 ? `${p.name} (${parts.join("; ")})` : p.name;
}

const NO_SEATING: SeatingInfo = { range: null, inRange: null, teams: null, roles: null };

/**
 * 810.4, 810.10: "team 1 (Alice, Bob): 30 life, 0 poison" for each team of a game with a shared life
 * total. Every player of a team carries its totals; a player still in the game speaks for it.
 */
function teamTotals(players: readonly PlayerSummary[], teams: readonly number[]): string[] {
  const count = new Set(teams).size;
  return Array.from({ length: count }, (_, team) => {
    const members = players.filter((p) => teams[p.seat] === team);
    const holder = members.find((p) => !p.left) ?? members[0];
    const names = members.map((p) => p.name).join(", ");
    return `team ${team + 1} (${names}): ${holder?.life ?? 0} life, ${holder?.poison ?? 0} poison`;
  });
}

/** The board for `view`; `seating` adds the teams and ranges of influence (public, not in the view). */
export function renderBoard(view: PlayerView, seating: SeatingInfo = NO_SEATING): string[] {
  const name = (seat: number): string => view.players[seat]?.name ?? `seat ${seat + 1}`;
  const byId = new Map(view.battlefield.map((p) => [p.id, p]));
  const refName = (r: Ref): string =>
    "player" in r ? name(r.player) : (byId.get(r.object)?.name ?? `#${r.object}`);
  /** "Eve's", or "your" for the viewer. */
  const owner = (seat: number): string => (seat === view.viewer ? "your" : `${name(seat)}'s`);
  /** The territory a permanent stands in (classic Emperor), else its controller's place on the board. */
  const where = (x: PermanentView): number => x.territory ?? x.controller;
  const t = view.turn;
  const out: string[] = [];
  const prio = t.priority !== null ? ` — priority: ${name(t.priority)}` : "";
  // 805.4a: with shared team turns, every player of the active team is an active player.
  const active = t.activePlayers.length > 0 ? t.activePlayers : [t.active];
  const team = seating.teams?.[t.active];
  const whose =
    active.length > 1
      ? `${joinNames(active.map(name))}${team !== undefined ? ` (team ${team + 1})` : ""}`
      : name(active[0]);
  if (t.number === 0) out.push("── Before the game: opening hands ──");
  else out.push(`── Turn ${t.number} — ${whose}, ${STEP_NAMES[t.step] ?? t.step}${prio} ──`);
  if (view.players.length > 2) out.push(seatingLine(view.players, view.viewer));
  if (seating.territories)
    out.push("Each permanent is listed under the player whose territory it stands in.");
  const teams = seating.sharedLife ? seating.teams : null;
  if (teams !== null) out.push(...teamTotals(view.players, teams));
  for (const p of view.players) {
    const marks = [
      p.seat === view.viewer ? "you" : "",
      p.seat === t.active || active.includes(p.seat) ? "active" : "",
      teamLabel(seating, p.seat) ?? "",
      p.left ? "left the game" : "",
    ]
      .filter(Boolean)
      .join(", ");
    // 810.4: a shared life total (and poison count) is shown once, on its team's line above.
    const life = teams !== null ? "" : `life ${p.life}${p.poison > 0 ? `  poison ${p.poison}` : ""}  `;
    const mana = p.mana ? `  mana ${p.mana}` : "";
    out.push(
      `${p.seat + 1}. ${p.name}${marks ? ` [${marks}]` : ""}: ${life}hand ${p.handCount}  library ${p.libraryCount}  graveyard ${p.graveyard.length}${mana}`,
    );
    const range = rangeText(seating, view.players, p.seat);
    if (range !== null) out.push(`     ${range}`);
    // In a game with territories, what stands in the player's territory, whoever controls it.
    const perms = view.battlefield.filter((x) => where(x) === p.seat);
    const lands = perms.filter(
      (x) => x.controller === p.seat && x.types.includes("Land") && !x.types.includes("Creature"),
    );
    // The player's own permanents, then the other players' standing in the territory, in seat order.
    const guests = perms.filter((x) => x.controller !== p.seat).sort((a, b) => a.controller - b.controller);
    const others = [...perms.filter((x) => x.controller === p.seat && !lands.includes(x)), ...guests];
    if (lands.length > 0) {
      const untapped = lands.filter((l) => !l.tapped).length;
      const counts = new Map<string, number>();
      for (const l of lands) counts.set(l.name, (counts.get(l.name) ?? 0) + 1);
      const list = [...counts].map(([n, k]) => (k > 1 ? `${k}× ${n}` : n)).join(", ");
      out.push(`     lands (${untapped}/${lands.length} untapped): ${list}`);
    }
    for (const x of others) {
      const on = x.attachedTo === null ? undefined : byId.get(x.attachedTo);
      // Classic Emperor: an Aura here on a creature standing in another territory says where that is.
      const there =
        on?.territory !== undefined && on.territory !== p.seat
          ? ` (in ${owner(on.territory)} territory)`
          : "";
      const attached = x.attachedTo !== null ? ` → on ${on?.name ?? `#${x.attachedTo}`}${there}` : "";
      const guest = x.controller !== p.seat ? `${owner(x.controller)} ` : "";
      out.push(`     ${guest}${permanentLabel(x)}${attached}`);
    }
    // What the player controls that stands in another territory: "in Eve's territory: Grizzly Bears".
    const away = new Map<number, string[]>();
    for (const x of view.battlefield)
      if (x.controller === p.seat && where(x) !== p.seat)
        away.set(where(x), [...(away.get(where(x)) ?? []), x.name]);
    for (const [seat, names] of [...away].sort(([a], [b]) => a - b))
      out.push(`     in ${owner(seat)} territory: ${names.join(", ")}`);
  }
  if (view.stack.length > 0) {
    out.push("Stack (top first):");
    for (const s of [...view.stack].reverse()) {
      const targets = s.targets.flat();
      const to = targets.length > 0 ? ` → ${targets.map(refName).join(", ")}` : "";
      const what = s.kind === "spell" ? s.name : `ability of ${s.name}`;
      out.push(`     ${what} (${name(s.controller)})${s.x !== null ? ` X=${s.x}` : ""}${to}`);
    }
  }
  if (view.attacks.length > 0) {
    out.push("Attacks:");
    for (const a of view.attacks) {
      const att = byId.get(a.attacker);
      const def =
        "player" in a.defender ? name(a.defender.player) : (byId.get(a.defender.planeswalker)?.name ?? "?");
      const blockers = a.blockers.map((b) => byId.get(b)?.name ?? `#${b}`);
      out.push(
        `     ${att ? permanentLabel(att) : `#${a.attacker}`} → ${def}${blockers.length ? `, blocked by ${blockers.join(", ")}` : ""}`,
      );
    }
  }
  const me = view.viewer === null ? undefined : view.players[view.viewer];
  // 808.5, 809.7, 811.5: the teammates whose hands the viewer may see.
  for (const p of view.players)
    if (p.seat !== view.viewer && p.hand !== null && !p.left)
      out.push(
        `${p.name}'s hand (teammate): ${p.hand.length > 0 ? p.hand.map((c) => c.name).join(", ") : "(empty)"}`,
      );
  if (me?.hand)
    out.push(`Your hand: ${me.hand.length > 0 ? me.hand.map((c) => c.name).join(", ") : "(empty)"}`);
  return out;
}
