/**
 * Combat (506–511) in its multiplayer form. Each attacking creature attacks a player or planeswalker
 * allowed by the game's attack rule (508.1b, 802, 803), and the declaration obeys as many attack
 * requirements as possible (508.1d); each defending player in APNAP order declares blockers for the
 * creatures attacking them or their planeswalkers (802.4), within the blocking restrictions (509.1b: those
 * between a blocker and an attacker are evasion.ts's; menace's is on the whole declaration); combat damage
 * is dealt simultaneously, with a first-strike step when needed (510.4).
 */

import { flatMapOf } from "../../arrays.ts";
import type { CardDb } from "../../cards/types.ts";
import { showValue } from "../../show.ts";
import type { Attack, DefenderRef, GameObject, GameState, ObjId, PlayerId, Ref, Task } from "../../state.ts";
import { dealDamage, sourceInfo } from "../actions/damage.ts";
import { tapPermanent } from "../actions/move.ts";
import { forcedMarches, territoryDefenders, territoryOf } from "../actions/territories.ts";
import { askAttackers, askBlockers, askDamage } from "../ask/ask.ts";
import { permanentsOf } from "../characteristics/battlefieldIndex.ts";
import { characteristics, hasRestriction } from "../characteristics/characteristics.ts";
import { type Ctx, makeCtx, nameOf } from "../context/ctx.ts";
import { emit } from "../context/record.ts";
import {
  acrossOpponents,
  activePlayers,
  inApnapOrder,
  inGame,
  inRange,
  nextInGame,
  opponents,
  opponentsInRange,
  prevInGame,
  teamChooser,
  teamSeats,
} from "../players/players.ts";
import type { DamageItem } from "../replacement/replacements.ts";
import { cantAttackPlayer } from "../statics/cantAttackYou.ts";
import { attackersDeclared, attackRequirementsNow, mustAttackThisCombat } from "./attackRequirements.ts";
import {
  attackCost,
  blockCost,
  type CostedCreature,
  chooseCombatPayments,
  combatCostProblem,
  isCost,
  payCombatCosts,
  taxesOut,
} from "./combatCosts.ts";
import { canBlockAttacker } from "./evasion.ts";
import { goadedDefenders, goadedPermanents, goadersOf } from "./goad.ts";
import { damagedDefender } from "./teamAttack.ts";

/**
 * The opponents `ap` may attack whatever the attack rule: 801.3, only opponents within the attacking
 * player's range of influence; 809.3c, 811.4, only those in the seats next to the attacking player's
 * (among the players still in the game); 2004 draft 609.6, only the opponent seated across (or, once
 * they've left, the closest).
 */
export function attackableOpponents(g: Ctx, ap: PlayerId): PlayerId[] {
  const s = g.s;
  const near = [nextInGame(s, ap), prevInGame(s, ap)];
  const across = s.config.attackAcrossOnly ? acrossOpponents(s, ap) : null;
  return opponentsInRange(s, ap).filter(
    (q) => (!s.config.attackAdjacentOnly || near.includes(q)) && (across === null || across.includes(q)),
  );
}

/** The players the active player may attack under the game's attack rule (506.2, 802.2, 803.1). */
export function attackablePlayers(g: Ctx, ap: PlayerId): PlayerId[] {
  const s = g.s;
  const opps = attackableOpponents(g, ap);
  switch (s.config.attack) {
    case "single":
    case "multiple":
      return opps;
    case "chosenDefender": {
      // 2004 draft 306.3, 307.1 (507.1): only the defending player chosen as this combat began.
      const d = s.turn.defender;
      return d !== undefined && opps.includes(d) ? [d] : [];
    }
    case "left": {
      // 803.1a: only the nearest opponent seated to the left (a player who left is no longer seated).
      const q = nextInGame(s, ap);
      return q !== null && opps.includes(q) ? [q] : [];
    }
    case "right": {
      const q = prevInGame(s, ap);
      return q !== null && opps.includes(q) ? [q] : [];
    }
  }
}

/** Why a creature of `ap` (an attacking player) can't attack `d` (for the refusal of an attack declaration). */
export function cantAttackReason(g: Ctx, ap: PlayerId, d: DefenderRef, attacker?: ObjId): string {
  const s = g.s;
  const o = "player" in d ? undefined : s.objects[d.planeswalker];
  const p = "player" in d ? d.player : o?.controller;
  if (p === undefined || s.players[p] === undefined) return `${showValue(d)}: no such player or planeswalker`;
  const who = o === undefined ? s.players[p].name : `${nameOf(g, o)} (${s.players[p].name})`;
  if (!inGame(s, p)) return `${who}: that player has left the game (800.4a)`;
  if (!opponents(s, ap).includes(p)) return `${who}: not an opponent (506.2, 102.2)`;
  if (s.config.territories)
    return `${who}: a creature attacks only enemies seated next to the territory it stands in (classic Emperor)`;
  if (!inRange(s, ap, p)) return `${who}: outside ${s.players[ap].name}'s range of influence (801.3)`;
  if (s.config.attackAdjacentOnly && nextInGame(s, ap) !== p && prevInGame(s, ap) !== p)
    return `${who}: only opponents in the seats next to ${s.players[ap].name}'s can be attacked (809.3c, 811.4; 2004 draft 608.6)`;
  if (s.config.attackAcrossOnly && !acrossOpponents(s, ap).includes(p))
    return `${who}: only the opponent seated directly across from ${s.players[ap].name} can be attacked, or once they've left the closest (2004 draft 609.6)`;
  if (!attackablePlayers(g, ap).includes(p) && s.config.attack === "chosenDefender")
    return `${who}: only the defending player chosen as combat began can be attacked (2004 draft 306.3, 307.1)`;
  if (!attackablePlayers(g, ap).includes(p))
    return `${who}: under attack ${s.config.attack} only the adjacent opponent on that side can be attacked (803.1)`;
  const o2 = attacker === undefined ? undefined : s.objects[attacker];
  if (o2 !== undefined && !canPayToAttack(g, o2, d))
    return `${who}: ${combatCostProblem(g, [{ creature: o2, mana: attackCost(g, o2, d) }], tappedAttackers(g, [o2]), "attack")}`;
  const goaders = o2 === undefined ? [] : goadersOf(g.db, s, o2);
  // A restriction ("can't attack you", 508.1c) forbids it first; otherwise goad's requirements do.
  if (goaders.length > 0 && !(o2 !== undefined && "player" in d && cantAttackPlayer(g, o2, d.player))) {
    const names = goaders.map((q) => s.players[q].name).join(" and ");
    return `${who}: it is goaded by ${names}, and attacks a player other than ${goaders.length > 1 ? "each of them" : "them"} if able — the declaration must obey as many of these requirements as possible (701.15b, 508.1d)`;
  }
  return `${who} (508.1b–c: a restriction, such as "can't attack you", forbids it)`;
}

function defendersFor(g: Ctx, ap: PlayerId): DefenderRef[] {
  const s = g.s;
  const players = attackablePlayers(g, ap);
  const out: DefenderRef[] = players.map((p) => ({ player: p }));
  // 506.3 / 508.1b: planeswalkers controlled by a defending player can be attacked.
  for (const id of players.length === 1 ? permanentsOf(s, players[0]) : s.battlefield) {
    const o = s.objects[id];
    if (players.includes(o.controller) && characteristics(g.db, s, o).types.includes("Planeswalker"))
      out.push({ planeswalker: id });
  }
  return out;
}

/** Why permanent `o` can't attack (whoever it would attack), or null if nothing forbids it. */
function attackerProblem(g: Ctx, o: GameObject): string | null {
  if (o.tapped) return "it is tapped (508.1a)";
  const ch = characteristics(g.db, g.s, o);
  if (!ch.types.includes("Creature")) return "it isn't a creature (508.1a)";
  if (o.sick && !ch.keywords.includes("haste"))
    return "it has summoning sickness: it hasn't been under its controller's control continuously since their most recent turn began (302.6)";
  if (ch.keywords.includes("defender")) return "it has defender (702.3b)";
  if (hasRestriction(g.db, g.s, o, "attack")) return "an effect says it can't attack (508.1c)";
  return null;
}

function canAttack(g: Ctx, o: GameObject, ap: PlayerId): boolean {
  return o.controller === ap && attackerProblem(g, o) === null;
}

/** Why object `id` isn't among the creatures `p` (the active team's chooser) may declare as attackers. */
export function notAnAttackerReason(g: Ctx, p: PlayerId, id: ObjId): string {
  const o = g.s.objects[id];
  if (o === undefined || o.zone !== "battlefield") return `object ${id} isn't a permanent (508.1a)`;
  const name = nameOf(g, o);
  if (!teamSeats(g.s, p).includes(o.controller))
    return `${name} can't attack: the attacking player doesn't control it (508.1a)`;
  const why = attackerProblem(g, o) ?? "there is no player or planeswalker it may attack (508.1b, 508.1c)";
  return `${name} can't attack: ${why}`;
}

function defenderPlayer(g: Ctx, d: DefenderRef): PlayerId {
  return "player" in d ? d.player : g.s.objects[d.planeswalker].controller;
}

/**
 * 508.1d: whether a requirement says `o` attacks if able (Juggernaut: "attacks each combat if able";
 * Siren's Call: "creatures the active player controls attack this combat if able").
 */
function attacksIfAble(g: Ctx, o: GameObject): boolean {
  if (mustAttackThisCombat(g.s, o.controller)) return true;
  return characteristics(g.db, g.s, o).abilities.some(
    (a) => a.kind === "static" && a.effect.s === "attacksEachCombat",
  );
}

type AttackCandidate = { attacker: ObjId; name: string; defenders: DefenderRef[]; mustAttack: boolean };

export function attackCandidates(g: Ctx, ap: PlayerId): AttackCandidate[] {
  // Classic Emperor: each creature attacks only enemies next to the territory it stands in.
  const territories = g.s.config.territories;
  const defenders = territories ? [] : defendersFor(g, ap);
  if (defenders.length === 0 && !territories) return [];
  const out: AttackCandidate[] = [];
  const goaded = goadedPermanents(g.db, g.s);
  const anyTax = taxesOut(g, "attackTax"); // nearly always false: attacking costs nothing
  for (const id of permanentsOf(g.s, ap)) {
    const o = g.s.objects[id];
    if (!canAttack(g, o, ap)) continue;
    const possible = territories ? territoryDefenders(g, o) : defenders;
    // 508.1c, 802.3a: "can't attack you" (Teferi's Moat) removes only that player from its defenders.
    const mine = possible.filter((d) => !("player" in d) || !cantAttackPlayer(g, o, d.player));
    // 701.15b, 508.1d: a goaded creature attacks if able, and one of the defenders obeying most of its
    // requirements to attack a player other than each player who goaded it (goad.ts).
    // 508.1d: a requirement never makes its controller pay a cost to attack (combatCosts.ts): "attacks if
    // able" asks for an attack only where it costs nothing, and goad's requirements count only those.
    const { free, taxed } = anyTax ? defendersByCost(g, o, mine) : { free: mine, taxed: [] };
    const goaders = goaded.get(id) ?? [];
    // Those it attacks for free first: a client taking the first defender of a creature that attacks if
    // able obeys the requirement without a cost.
    const allowed = goadedDefenders(goaders, taxed.length === 0 ? free : [...free, ...taxed], free);
    const must = (goaders.length > 0 || attacksIfAble(g, o)) && free.length > 0;
    if (allowed.length > 0)
      out.push({ attacker: id, name: nameOf(g, o), defenders: allowed, mustAttack: must });
  }
  return out;
}

/**
 * 508.1h–j: of the defenders `o` may attack (`mine`), those it attacks for free, and those whose cost to attack
 * its controller could pay for it alone (a defender they couldn't attack with it at any rate isn't offered).
 */
function defendersByCost(
  g: Ctx,
  o: GameObject,
  mine: readonly DefenderRef[],
): { free: DefenderRef[]; taxed: DefenderRef[] } {
  const free: DefenderRef[] = [];
  const taxed: DefenderRef[] = [];
  for (const d of mine) {
    const mana = attackCost(g, o, d);
    if (!isCost(mana)) free.push(d);
    else if (combatCostProblem(g, [{ creature: o, mana }], tappedAttackers(g, [o]), "attack") === null)
      taxed.push(d);
  }
  return { free, taxed };
}

/**
 * Whether `o`'s controller could pay what attacking `d` with `o` alone costs (508.1h–j): a defender they
 * couldn't attack with it at any rate isn't offered.
 */
function canPayToAttack(g: Ctx, o: GameObject, d: DefenderRef): boolean {
  const { free, taxed } = defendersByCost(g, o, [d]);
  return free.length + taxed.length > 0;
}

/** 508.1f: the attackers that become tapped as they attack (before the costs are paid, 508.1j). */
function tappedAttackers(g: Ctx, attackers: readonly GameObject[]): ObjId[] {
  return attackers
    .filter((o) => !characteristics(g.db, g.s, o).keywords.includes("vigilance"))
    .map((o) => o.id);
}

/** 508.1h: each declared attacker with what attacking its defender costs. */
function attackCosts(
  g: Ctx,
  attacks: readonly { attacker: ObjId; defender: DefenderRef }[],
): CostedCreature[] {
  return attacks.map((a) => {
    const creature = g.s.objects[a.attacker];
    return { creature, mana: attackCost(g, creature, a.defender) };
  });
}

/**
 * 508.1c–d and 802.3a: the declaration as a whole. Each candidate already obeys its own restrictions
 * (it may attack, and only the defenders listed for it). No card in the pool restricts the declaration
 * as a whole ("can't attack unless …"), and a cost to attack is never required to be paid (508.1d), so
 * each creature's requirements can be obeyed at their maximum whatever the others do: "attacks if able"
 * by attacking, goad's "attacks a player other than [goader]" (701.15b) by attacking one of the defenders
 * listed for it (goad.ts keeps only those obeying at least as many as a free attack could). A declaration
 * that leaves out a creature that attacks if able is illegal; with `g`, so is one whose total cost to attack
 * can't be paid (508.1h–j). Returns a reason if illegal.
 */
export function attackDeclarationProblem(
  candidates: readonly { attacker: ObjId; name: string; mustAttack?: boolean }[],
  attacks: readonly { attacker: ObjId; defender: DefenderRef }[],
  g?: Ctx,
): string | null {
  const declared = new Set(attacks.map((a) => a.attacker));
  const ignored = candidates.filter((c) => c.mustAttack === true && !declared.has(c.attacker));
  if (ignored.length === 0) return g === undefined ? null : attackCostProblem(g, attacks);
  const names = ignored.map((c) => c.name).join(", ");
  return `${names} must attack: ${ignored.length === 1 ? "it attacks" : "they attack"} each combat if able, and the declaration must obey as many attack requirements as possible (508.1d)`;
}

/**
 * `attackCostProblem` for a player's tool (a bot choosing its attackers) on the state of a game: why the
 * total cost to attack with `attacks` can't be paid now, or null.
 */
export function attackDeclarationCostProblem(
  db: CardDb,
  s: GameState,
  attacks: readonly { attacker: ObjId; defender: DefenderRef }[],
): string | null {
  return attackCostProblem(makeCtx(db, s, null), attacks);
}

/** 508.1h–j: why the total cost to attack with the declared creatures can't be paid, or null. */
export function attackCostProblem(
  g: Ctx,
  attacks: readonly { attacker: ObjId; defender: DefenderRef }[],
): string | null {
  if (!taxesOut(g, "attackTax")) return null;
  const costs = attackCosts(g, attacks);
  const tapped = tappedAttackers(
    g,
    costs.map((c) => c.creature),
  );
  return combatCostProblem(g, costs, tapped, "attack");
}

/**
 * 508.1: the active player declares attackers. 805.10a–b: with shared team turns, each player of the
 * active team is an attacking player, and the team makes one combined declaration (its primary player
 * answers, 805.2), each creature attacking a player or planeswalker its controller may attack.
 */
export function declareAttackersTask(g: Ctx, _task: Task): "done" | "again" {
  const s = g.s;
  s.combat = { attacks: [], blocks: {}, declared: false, dealtFirstStrike: [] };
  const aps = activePlayers(s);
  if (aps.length === 0) return "done"; // 800.4j: no active player, no attackers
  if (s.config.territories) forcedMarches(g, attackRequirementsNow(s));
  const candidates = flatMapOf(aps, (ap) => attackCandidates(g, ap));
  if (candidates.length === 0) {
    attackersDeclared(s, []);
    return "done";
  }
  const declared = askAttackers(g, teamChooser(s, aps[0]), candidates);
  // 508.1h–i: the total cost is locked in and its mana chosen before anything changes (ask.ts).
  const attackers = declared.map((d) => s.objects[d.attacker]);
  const tapped = tappedAttackers(g, attackers);
  const costs = taxesOut(g, "attackTax") ? attackCosts(g, declared) : []; // nearly always none
  const payments = chooseCombatPayments(g, costs, tapped, "attack");
  if (payments === null)
    throw new Error("internal: attackers whose total cost can't be paid were accepted (508.1h–j)");
  s.combat.declared = declared.length > 0;
  for (const o of attackers) if (tapped.includes(o.id)) tapPermanent(g, o); // 508.1f
  payCombatCosts(g, payments); // 508.1j
  for (const d of declared) {
    const o = s.objects[d.attacker];
    const ch = characteristics(g.db, s, o);
    s.combat.attacks.push({
      attacker: o.id,
      defender: d.defender,
      defendingPlayer: defenderPlayer(g, d.defender),
      blockers: [],
      blocked: false,
    });
    emit(g, { type: "attack", attacker: o.id, card: ch.name, defender: d.defender });
  }
  attackersDeclared(
    s,
    declared.map((d) => s.objects[d.attacker]),
  );
  for (const d of declared) emit(g, { type: "attacks", attacker: s.objects[d.attacker] });
  if (declared.length > 0)
    emit(g, { type: "attackersDeclared", attackers: declared.map((d) => s.objects[d.attacker]) });
  return "done";
}

/** Why a creature of the defending team of `p` can't block `attacker` (for the refusal of a block declaration). */
export function cantBlockReason(g: Ctx, p: PlayerId, attacker: ObjId): string {
  const s = g.s;
  const o = s.objects[attacker];
  const a = s.combat?.attacks.find((x) => x.attacker === attacker);
  if (o === undefined || a === undefined) return `object ${attacker}: not an attacking creature (509.1a)`;
  const name = `${nameOf(g, o)} (${s.players[o.controller].name})`;
  if (s.config.territories)
    return `${name}: it attacks ${s.players[a.defendingPlayer].name}, and a creature blocks only for the territory it stands in (classic Emperor)`;
  if (!teamSeats(s, p).includes(a.defendingPlayer))
    return s.config.sharedTurns
      ? `${name}: it attacks ${s.players[a.defendingPlayer].name}, and a defending team blocks only creatures attacking its players or their planeswalkers (805.10d)`
      : `${name}: it attacks ${s.players[a.defendingPlayer].name}, and a player blocks only creatures attacking them or their planeswalkers (802.4a)`;
  return `${name}: a blocking restriction forbids it (509.1b: flying, fear, intimidate, shadow, horsemanship, skulk, landwalk, protection, "can't be blocked (by …)")`;
}

/** Why permanent `o` can't block at all (509.1a–b), or null if nothing forbids it. */
function blockerProblem(g: Ctx, o: GameObject): string | null {
  if (o.tapped) return "it is tapped (509.1a)";
  if (!characteristics(g.db, g.s, o).types.includes("Creature")) return "it isn't a creature (509.1a)";
  if (hasRestriction(g.db, g.s, o, "block")) return "an effect says it can't block (509.1b)";
  const mana = blockCost(g, o);
  return isCost(mana) ? combatCostProblem(g, [{ creature: o, mana }], [], "block") : null;
}

/** 509.1d: each declared blocker (once, whatever it blocks) with what blocking with it costs. */
function blockCosts(g: Ctx, blocks: readonly { blocker: ObjId }[]): CostedCreature[] {
  if (!taxesOut(g, "blockTaxWhileAttacking")) return []; // nearly always: blocking costs nothing
  return [...new Set(blocks.map((b) => b.blocker))].map((id) => {
    const creature = g.s.objects[id];
    return { creature, mana: blockCost(g, creature) };
  });
}

/** Why object `id` isn't among the creatures defending player `p` may declare as blockers. */
export function notABlockerReason(g: Ctx, p: PlayerId, id: ObjId): string {
  const o = g.s.objects[id];
  if (o === undefined || o.zone !== "battlefield") return `object ${id} isn't a permanent (509.1a)`;
  const name = nameOf(g, o);
  if (!teamSeats(g.s, p).includes(o.controller))
    return `${name} can't block: ${g.s.players[p].name} doesn't control it (509.1a)`;
  const why = blockerProblem(g, o) ?? "it can block none of the attacking creatures (509.1a–b)";
  return `${name} can't block: ${why}`;
}

/**
 * The creatures that may block and what each may block: `p`'s creatures, blocking creatures attacking p or
 * p's planeswalkers (802.4a); 805.10d: with shared team turns, the creatures of every player on p's team,
 * blocking creatures attacking any of them.
 */
export function blockCandidates(
  g: Ctx,
  unit: BlockUnit,
): { blocker: ObjId; name: string; attackers: ObjId[] }[] {
  const s = g.s;
  const p = unit.player;
  const team = teamSeats(s, p);
  const defended = (q: PlayerId) => (unit.territory === null ? team.includes(q) : q === unit.territory);
  const mine = (s.combat?.attacks ?? []).filter(
    (a) => defended(a.defendingPlayer) && s.objects[a.attacker] !== undefined,
  );
  if (mine.length === 0) return [];
  const out: { blocker: ObjId; name: string; attackers: ObjId[] }[] = [];
  for (const id of team.length === 1 ? permanentsOf(s, team[0]) : s.battlefield) {
    const o = s.objects[id];
    if (!team.includes(o.controller)) continue;
    if (unit.territory !== null && territoryOf(o) !== unit.territory) continue;
    if (blockerProblem(g, o) !== null) continue;
    const attackers = mine
      .filter((a) => canBlockAttacker(g, o, s.objects[a.attacker], a.defendingPlayer))
      .map((a) => a.attacker);
    if (attackers.length > 0) out.push({ blocker: id, name: nameOf(g, o), attackers });
  }
  return out;
}

/**
 * 509.1b–c and 802.4b: restrictions on the whole declaration of one defending player. Returns a reason
 * if illegal. Menace (702.111b): can't be blocked except by two or more creatures.
 */
export function blockDeclarationProblem(
  g: Ctx,
  blocks: { blocker: ObjId; attacker: ObjId }[],
): string | null {
  const count = new Map<ObjId, number>();
  for (const b of blocks) count.set(b.attacker, (count.get(b.attacker) ?? 0) + 1);
  for (const [attacker, n] of count) {
    const o = g.s.objects[attacker];
    if (n === 1 && characteristics(g.db, g.s, o).keywords.includes("menace"))
      return `${nameOf(g, o)} has menace and can't be blocked except by two or more creatures (702.111b)`;
  }
  return combatCostProblem(g, blockCosts(g, blocks), [], "block"); // 509.1d–f
}

/**
 * 509.1 and 802.4: each defending player, in APNAP order, declares blockers. 805.10d: with shared team
 * turns, each defending team makes one combined declaration (its primary player answers, 805.2).
 */
export function declareBlockersTask(g: Ctx, task: Task): "done" | "again" {
  const s = g.s;
  const combat = s.combat;
  if (combat === null) return "done";
  const done = (task.done as string[] | undefined) ?? [];
  const unit = blockUnits(g).find((u) => !done.includes(unitKey(u)));
  if (unit === undefined) {
    emit(g, { type: "blockersDeclared" }); // 509.2a: "attacks and isn't blocked" (509.3g)
    return "done";
  }
  const p = unit.player;
  const candidates = blockCandidates(g, unit);
  const blocks = candidates.length > 0 ? askBlockers(g, p, candidates) : [];
  // 509.1d–e: the total cost is locked in and its mana chosen before anything changes (ask.ts).
  const payments = chooseCombatPayments(g, blockCosts(g, blocks), [], "block");
  if (payments === null)
    throw new Error("internal: blockers whose cost can't be paid were accepted (509.1f)");
  payCombatCosts(g, payments); // 509.1f
  const blockedBefore = new Set(combat.attacks.filter((a) => a.blocked).map((a) => a.attacker));
  for (const b of blocks) {
    const a = combat.attacks.find((x) => x.attacker === b.attacker)!;
    a.blockers.push(b.blocker);
    a.blocked = true;
    combat.blocks[b.blocker] = [b.attacker];
    emit(g, {
      type: "block",
      blocker: b.blocker,
      card: nameOf(g, s.objects[b.blocker]),
      attacker: b.attacker,
    });
  }
  // 509.3c–f: "becomes blocked" and "blocks or becomes blocked by" abilities trigger.
  for (const a of combat.attacks) {
    const mine = blocks.filter((b) => b.attacker === a.attacker).map((b) => s.objects[b.blocker]);
    if (mine.length > 0)
      emit(g, {
        type: "blocked",
        attacker: s.objects[a.attacker],
        blockers: mine,
        defending: a.defendingPlayer,
        ...(blockedBefore.has(a.attacker) ? { again: true as const } : {}),
      });
  }
  task.done = [...done, unitKey(unit)];
  return "again";
}

/** Who declares blockers for which creatures: a player, for a territory (classic Emperor) or not. */
export type BlockUnit = { player: PlayerId; territory: PlayerId | null };

function unitKey(u: BlockUnit): string {
  return `${u.player}@${u.territory ?? ""}`;
}

/**
 * The declarations of blockers, in order: each defending player in APNAP order (802.4) — with shared team
 * turns, each defending team's primary player (805.10d); in the classic Emperor, for each territory
 * attacked, its owner first and then the other players with creatures standing in it, in APNAP order.
 */
function blockUnits(g: Ctx): BlockUnit[] {
  const s = g.s;
  const attacked = inApnapOrder(
    s,
    (s.combat?.attacks ?? []).map((a) => a.defendingPlayer),
  );
  if (!s.config.territories) {
    const choosers = inApnapOrder(
      s,
      attacked.map((d) => teamChooser(s, d)),
    );
    return choosers.map((player) => ({ player, territory: null }));
  }
  return flatMapOf(attacked, (d) => {
    const guests = flatMapOf(s.battlefield, (id) => {
      const o = s.objects[id];
      return territoryOf(o) === d && o.controller !== d ? [o.controller] : [];
    });
    return [d, ...inApnapOrder(s, guests)].map((player) => ({ player, territory: d }));
  });
}

/** 510.4: a first-strike combat damage step happens if any attacking or blocking creature has first or double strike. */
export function anyFirstStrike(g: Ctx): boolean {
  const s = g.s;
  if (s.combat === null) return false;
  const ids = [...s.combat.attacks.map((a) => a.attacker), ...Object.keys(s.combat.blocks).map(Number)];
  return ids.some((id) => {
    const o = s.objects[id];
    if (o === undefined) return false;
    const k = characteristics(g.db, s, o).keywords;
    return k.includes("first strike") || k.includes("double strike");
  });
}

function dealsDamageThisStep(g: Ctx, o: GameObject, first: boolean): boolean {
  const k = characteristics(g.db, g.s, o).keywords;
  const fs = k.includes("first strike") || k.includes("double strike");
  if (first) return fs;
  // 510.4: in the second step, creatures that didn't deal first-strike damage, and double strikers.
  return !g.s.combat!.dealtFirstStrike.includes(o.id) || k.includes("double strike");
}

/**
 * Lethal damage for assignment purposes, accounting for damage already marked (702.19b); from a source
 * with deathtouch any nonzero amount is lethal (702.2c).
 */
function lethalFor(g: Ctx, blocker: GameObject, source: GameObject): number {
  const ch = characteristics(g.db, g.s, blocker);
  const lethal = Math.max(0, (ch.toughness ?? 0) - (blocker.damage ?? 0));
  return characteristics(g.db, g.s, source).keywords.includes("deathtouch") ? Math.min(1, lethal) : lethal;
}

/** 510.1–510.2: assign combat damage (asking where there is a choice), then deal it all at once. */
export function combatDamageTask(g: Ctx, task: Task): "done" {
  const s = g.s;
  const combat = s.combat;
  if (combat === null) return "done";
  const first = task.first as boolean;
  const items: DamageItem[] = [];
  const dealt: ObjId[] = [];
  const attacks = [...combat.attacks].filter((a) => s.objects[a.attacker]?.zone === "battlefield");
  // 802.5: assigned in APNAP order — attackers belong to the active player, then blockers by controller.
  for (const a of attacks) {
    const o = s.objects[a.attacker];
    if (!dealsDamageThisStep(g, o, first)) continue;
    const power = Math.max(0, characteristics(g.db, s, o).power ?? 0);
    dealt.push(o.id);
    if (power === 0) continue;
    const source = sourceInfo(g, o.id);
    for (const x of assignAttackerDamage(g, a, o, power)) items.push({ source, ...x, combat: true });
  }
  for (const p of inApnapOrder(
    s,
    Object.keys(combat.blocks).map((b) => s.objects[Number(b)]?.controller ?? -1),
  )) {
    for (const key of Object.keys(combat.blocks)) {
      const b = s.objects[Number(key)];
      if (b === undefined || b.controller !== p || b.zone !== "battlefield") continue;
      if (!dealsDamageThisStep(g, b, first)) continue;
      dealt.push(b.id);
      const target = combat.blocks[b.id].find((id) => s.objects[id]?.zone === "battlefield");
      const power = Math.max(0, characteristics(g.db, s, b).power ?? 0);
      if (target === undefined || power === 0) continue;
      items.push({ source: sourceInfo(g, b.id), to: { object: target }, amount: power, combat: true });
    }
  }
  if (first) combat.dealtFirstStrike.push(...dealt);
  // 800.4e: no combat damage to a player who has left (dealDamage skips them).
  dealDamage(g, items);
  return "done";
}

function assignAttackerDamage(
  g: Ctx,
  a: Attack,
  o: GameObject,
  power: number,
): { to: DamageItem["to"]; amount: number }[] {
  const s = g.s;
  const defenderGone =
    "player" in a.defender
      ? !inGame(s, a.defender.player)
      : s.objects[a.defender.planeswalker]?.zone !== "battlefield";
  if (!a.blocked) return defenderGone ? [] : [{ to: damagedDefender(g, a, o), amount: power }];
  const blockers = a.blockers
    .map((id) => s.objects[id])
    .filter((b) => b !== undefined && b.zone === "battlefield");
  const trample = characteristics(g.db, s, o).keywords.includes("trample");
  // 702.19d: a trampler whose blockers are all gone assigns all its damage to the player or planeswalker.
  if (blockers.length === 0)
    return trample && !defenderGone ? [{ to: damagedDefender(g, a, o), amount: power }] : [];
  if (blockers.length === 1 && !trample) return [{ to: { object: blockers[0].id }, amount: power }]; // 510.1c
  const recipients: { label: string; ref: Ref; lethal: number }[] = blockers.map((b) => ({
    label: `${nameOf(g, b)} (blocking)`,
    ref: { object: b.id },
    lethal: lethalFor(g, b, o),
  }));
  const toDefender = trample && !defenderGone;
  if (toDefender) {
    const defender = damagedDefender(g, a, o);
    const label =
      "player" in defender ? s.players[defender.player].name : nameOf(g, s.objects[defender.object]);
    recipients.push({ label, ref: defender, lethal: 0 });
  }
  // 805.10f: with shared team turns the active team announces it (its primary player answers, 805.2).
  const amounts = askDamage(
    g,
    teamChooser(s, o.controller),
    o.id,
    power,
    recipients,
    toDefender,
    `Assign ${nameOf(g, o)}'s ${power} combat damage`,
  );
  return recipients.map((r, i) => ({ to: r.ref, amount: amounts[i] })).filter((x) => x.amount > 0);
}

/** Validation of a damage-assignment answer (510.1c–d, 702.19b). */
export function damageAssignmentProblem(
  recipients: { lethal: number }[],
  trample: boolean,
  amounts: number[],
): string | null {
  if (!trample) return null;
  const last = recipients.length - 1;
  const toPlayer = amounts[last] ?? 0;
  if (toPlayer > 0 && recipients.slice(0, last).some((r, i) => amounts[i] < r.lethal))
    return "with trample, each blocker must be assigned lethal damage before any is assigned to the player or planeswalker (702.19b)";
  return null;
}
