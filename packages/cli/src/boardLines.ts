/**
 * The pieces of a board that every layout shares: a permanent's label, a player's lines (life, cards,
 * range, permanents by territory), a stack, attacks, and the hands the viewer may see. board.ts puts them
 * together for a table; meleeBoard.ts for a Grand Melee table, around the viewer's seat.
 */
import type { PermanentView, PlayerSummary, PlayerView, Ref, StackView } from "@roundtable/engine";
import { rangeText, type SeatingInfo } from "./seating.ts";

export function permanentLabel(p: PermanentView): string {
  const parts: string[] = [];
  if (p.power !== null && p.toughness !== null) parts.push(`${p.power}/${p.toughness}`);
  if (p.counters.loyalty !== undefined && p.types.includes("Planeswalker"))
    parts.push(`loyalty ${p.counters.loyalty}`);
  if (p.tapped) parts.push("tapped");
  if (p.sick && p.types.includes("Creature")) parts.push("sick");
  if (p.damage > 0) parts.push(`${p.damage} damage`);
  if (p.goadedBy !== undefined) parts.push("goaded"); // 701.15b
  if (p.keywords.length > 0) parts.push(p.keywords.join(", "));
  return parts.length > 0 ? `${p.name} (${parts.join("; ")})` : p.name;
}

export const NO_SEATING: SeatingInfo = { range: null, inRange: null, teams: null, roles: null };

/** Names as a board shows them: a seat's player, a permanent by id, a target. */
export interface BoardNames {
  name(seat: number): string;
  /** "Eve's", or "your" for the viewer. */
  owner(seat: number): string;
  byId: Map<number, PermanentView>;
  refName(r: Ref): string;
}

export function boardNames(view: PlayerView): BoardNames {
  const name = (seat: number): string => view.players[seat]?.name ?? `seat ${seat + 1}`;
  const byId = new Map(view.battlefield.map((p) => [p.id, p]));
  return {
    name,
    owner: (seat) => (seat === view.viewer ? "your" : `${name(seat)}'s`),
    byId,
    refName: (r) => ("player" in r ? name(r.player) : (byId.get(r.object)?.name ?? `#${r.object}`)),
  };
}

/**
 * 810.4, 810.10: "team 1 (Alice, Bob): 30 life, 0 poison" for each team of a game with a shared life
 * total. Every player of a team carries its totals; a player still in the game speaks for it.
 */
export function teamTotals(players: readonly PlayerSummary[], teams: readonly number[]): string[] {
  const count = new Set(teams).size;
  return Array.from({ length: count }, (_, team) => {
    const members = players.filter((p) => teams[p.seat] === team);
    const holder = members.find((p) => !p.left) ?? members[0];
    const names = members.map((p) => p.name).join(", ");
    return `team ${team + 1} (${names}): ${holder?.life ?? 0} life, ${holder?.poison ?? 0} poison`;
  });
}

/**
 * A player's lines: "3. Carol [marks]: life 20  hand 7 …", the range of influence, then the permanents
 * that stand in their territory (their own, then guests'), and where their own stand elsewhere.
 */
export function playerLines(
  view: PlayerView,
  seating: SeatingInfo,
  p: PlayerSummary,
  marks: readonly string[],
  n: BoardNames = boardNames(view),
): string[] {
  const out: string[] = [];
  /** The territory a permanent stands in (classic Emperor), else its controller's place on the board. */
  const where = (x: PermanentView): number => x.territory ?? x.controller;
  const tag = marks.filter(Boolean).join(", ");
  // 810.4: a shared life total (and poison count) is shown once, on its team's line above.
  const life =
    seating.sharedLife && seating.teams !== null
      ? ""
      : `life ${p.life}${p.poison > 0 ? `  poison ${p.poison}` : ""}  `;
  const mana = p.mana ? `  mana ${p.mana}` : "";
  out.push(
    `${p.seat + 1}. ${p.name}${tag ? ` [${tag}]` : ""}: ${life}hand ${p.handCount}  library ${p.libraryCount}  graveyard ${p.graveyard.length}${mana}`,
  );
  const range = rangeText(seating, view.players, p.seat);
  if (range !== null) out.push(`     ${range}`);
  // 902.3, 902.7: a Vanguard game's vanguard card, in the command zone, with its modifiers and text.
  const v = p.vanguard;
  if (v !== undefined && v.name !== null) {
    const mod = (k: number) => (k < 0 ? `${k}` : `+${k}`);
    out.push(`     vanguard ${v.name} (hand ${mod(v.handModifier)}, life ${mod(v.lifeModifier)}): ${v.text}`);
  }
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
    const list = [...counts].map(([name, k]) => (k > 1 ? `${k}× ${name}` : name)).join(", ");
    out.push(`     lands (${untapped}/${lands.length} untapped): ${list}`);
  }
  for (const x of others) {
    const on = x.attachedTo === null ? undefined : n.byId.get(x.attachedTo);
    // Classic Emperor: an Aura here on a creature standing in another territory says where that is.
    const there =
      on?.territory !== undefined && on.territory !== p.seat
        ? ` (in ${n.owner(on.territory)} territory)`
        : "";
    const attached = x.attachedTo !== null ? ` → on ${on?.name ?? `#${x.attachedTo}`}${there}` : "";
    const guest = x.controller !== p.seat ? `${n.owner(x.controller)} ` : "";
    out.push(`     ${guest}${permanentLabel(x)}${attached}`);
  }
  // What the player controls that stands in another territory: "in Eve's territory: Grizzly Bears".
  const away = new Map<number, string[]>();
  for (const x of view.battlefield)
    if (x.controller === p.seat && where(x) !== p.seat)
      away.set(where(x), [...(away.get(where(x)) ?? []), x.name]);
  for (const [seat, names] of [...away].sort(([a], [b]) => a - b))
    out.push(`     in ${n.owner(seat)} territory: ${names.join(", ")}`);
  return out;
}

/**
 * "     Lightning Bolt (Bob) → Carol" for each object on a stack, top first, with its X, chosen modes' text
 * ("Cryptic Command (Bob): Counter target spell. / Draw a card. → Shock") and divided damage
 * ("Forked Bolt (Bob) → Carol (1 damage), Dave (1 damage)"); a spell being cast or an ability being
 * activated (601.2a, 602.2a: on top while its caster chooses and pays) "Lightning Bolt (Bob, being cast)",
 * with what has been chosen so far (601.2b–d).
 */
export function stackLines(stack: readonly StackView[], n: BoardNames, indent = "     "): string[] {
  return [...stack].reverse().map((s) => {
    const targets = s.targets
      .flat()
      .map((r, i) => (s.divide === undefined ? n.refName(r) : `${n.refName(r)} (${s.divide[i]} damage)`));
    const to = targets.length > 0 ? ` → ${targets.join(", ")}` : "";
    const what = s.kind === "spell" ? s.name : `ability of ${s.name}`;
    const being = s.announcing ? `, being ${s.kind === "spell" ? "cast" : "activated"}` : "";
    // 601.2b, 700.2: the chosen modes' text, in the card's order.
    const texts = s.modeTexts ?? s.modes?.map((m) => `mode ${m}`);
    const modes = texts === undefined ? "" : `: ${texts.join(" / ")}`;
    return `${indent}${what} (${n.name(s.controller)}${being})${s.x !== null ? ` X=${s.x}` : ""}${modes}${to}`;
  });
}

/** "     Grizzly Bears (2/2) → Dave, blocked by Wall of Wood" for each attacking creature. */
export function attackLines(attacks: PlayerView["attacks"], n: BoardNames, indent = "     "): string[] {
  return attacks.map((a) => {
    const att = n.byId.get(a.attacker);
    const def =
      "player" in a.defender ? n.name(a.defender.player) : (n.byId.get(a.defender.planeswalker)?.name ?? "?");
    const blockers = a.blockers.map((b) => n.byId.get(b)?.name ?? `#${b}`);
    return `${indent}${att ? permanentLabel(att) : `#${a.attacker}`} → ${def}${blockers.length ? `, blocked by ${blockers.join(", ")}` : ""}`;
  });
}

/** The teammates' hands the viewer may see (808.5, 809.7, 811.5), then the viewer's own hand. */
export function handLines(view: PlayerView): string[] {
  const out: string[] = [];
  // "; " between the cards: a legendary card's name may have a comma of its own ("Thalia, Heretic Cathar").
  const names = (cards: readonly { name: string }[]) =>
    cards.length > 0 ? cards.map((c) => c.name).join("; ") : "(empty)";
  const me = view.viewer === null ? undefined : view.players[view.viewer];
  for (const p of view.players)
    if (p.seat !== view.viewer && p.hand !== null && !p.left)
      out.push(`${p.name}'s hand (teammate): ${names(p.hand)}`);
  if (me?.hand) out.push(`Your hand: ${names(me.hand)}`);
  return out;
}
