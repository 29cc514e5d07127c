/**
 * The game log's sentence for each kind of event: who did what to what, by the cards' names, with the
 * targets, the controllers, the damage and the life totals before and after. Every event type has a sentence
 * or is left out on purpose (what the board shows: taps, mana; turns, steps, lanes, draws and moves are the
 * writer's: writer.ts), checked by the compiler (the switch's default takes `never`). The sentences the
 * command line writes alike come from @roundtable/protocol (logSentences.ts), this file keeping its own
 * wording where the web table says more (the controllers, the life before and after).
 */
import type { GameEvent, PlayerId } from "@roundtable/engine";
import {
  isSharedLogEvent,
  joinNames,
  sharedLogSentence,
  stackName,
  unknownLogEvent,
} from "@roundtable/protocol";
import type { LogMemory } from "./memory.ts";
import type { LogTeams } from "./teams.ts";
import { aToken, cardName, count, ordinal, webNames } from "./words.ts";

/** Mana abilities (605) are left out, as the board shows the mana: "{T}: Add {G}." */
const MANA_ABILITY = /(^|:\s*)Add\s+(\{|one mana|two mana|three mana|an amount|mana)/i;

/**
 * 601.2b: how a spell was cast when not for its mana cost, after its sentence: "Ann casts Deadly Rollick targeting
 * Grizzly Bears (Ben) without paying its mana cost".
 */
const CAST_WAY: Record<NonNullable<Extract<GameEvent, { type: "cast" }>["way"]>, string> = {
  flashback: " for its flashback cost", // 702.34a
  free: " without paying its mana cost", // 118.9, 903.3d
  alternative: " for an alternative cost", // 118.9 (Force of Will's)
  overload: " for its overload cost", // 702.96a
  spectacle: " for its spectacle cost", // 702.137a
};

/** " targeting Ann and Grizzly Bears (Ben)", or nothing without targets. */
export function targeting(targets: readonly string[]): string {
  return targets.length > 0 ? ` targeting ${joinNames(targets)}` : "";
}

/** A triggered ability by its controller and its source: "Carol's Suture Priest". */
export function triggerSource(
  e: Extract<GameEvent, { type: "trigger" }>,
  name: (p: PlayerId) => string,
): string {
  return `${name(e.player)}'s ${cardName(e.card)}`;
}

/**
 * The line of one event (without its full stop), or null for what the log leaves out; `memory` learns what
 * it tells, and `extra` gets the players it names beyond the event's own (the controllers of its objects).
 */
export function eventSentence(
  e: GameEvent,
  memory: LogMemory,
  name: (p: PlayerId) => string,
  teams: LogTeams,
  extra: Set<PlayerId>,
): string | null {
  const card = cardName;
  // A shared life total or poison count (810.4, 810.10): the team's, by its name and players.
  const whoseTotal = (p: PlayerId, team: PlayerId[] | null) =>
    team === null ? name(p) : `${teams.name(p) ?? "Team"} (${joinNames(team.map(name))})`;
  switch (e.type) {
    case "gameStart":
      return `The game begins: ${joinNames(e.players)}. ${e.players[e.starting] ?? name(e.starting)} goes first`;
    case "mulligan":
      return `${name(e.player)} takes a mulligan${e.count > 1 ? ` (${ordinal(e.count)})` : ""}`;
    case "keep":
      return `${name(e.player)} keeps ${e.handSize === 0 ? "no cards" : count(e.handSize, "card")}`;
    case "play":
      memory.learn(e.object, e.card, e.player);
      return sharedLogSentence(e, webNames(name));
    case "cast":
      memory.stack.set(e.object, { card: e.card, controller: e.player });
      return `${sharedLogSentence(e, webNames(name))}${e.way === undefined ? "" : CAST_WAY[e.way]}`;
    case "copy":
      memory.stack.set(e.object, { card: e.card, controller: e.player });
      return sharedLogSentence(e, webNames(name));
    case "activate":
      memory.learn(e.source, e.card, e.player);
      if (MANA_ABILITY.test(e.text)) return null;
      return `${name(e.player)} activates ${card(e.card)}${targeting(e.targets)}: ${e.text}`;
    case "trigger":
      memory.learn(e.source, e.card, e.player);
      return `${triggerSource(e, name)} triggers${targeting(e.targets)}: ${e.text}`;
    case "resolve": {
      const spell = memory.stack.get(e.object);
      if (spell?.controller !== undefined) extra.add(spell.controller);
      memory.resolving = e.ability === undefined ? { card: e.card, controller: spell?.controller } : null;
      return `${stackName(e, { card })} resolves`;
    }
    case "counter":
    case "removed": {
      const spell = memory.stack.get(e.object);
      if (spell?.controller !== undefined) extra.add(spell.controller);
      return sharedLogSentence(e, webNames(name));
    }
    case "attack": {
      memory.learn(e.attacker, e.card);
      const walker = "planeswalker" in e.defender ? e.defender.planeswalker : null;
      const known = walker === null ? undefined : memory.objects.get(walker);
      const defender =
        "player" in e.defender
          ? name(e.defender.player)
          : walker === null || known === undefined
            ? "a planeswalker"
            : memory.whose(walker, known.card, name, extra);
      return `${memory.whose(e.attacker, e.card, name, extra)} attacks ${defender}`;
    }
    case "block": {
      memory.learn(e.blocker, e.card);
      const attacker = memory.objects.get(e.attacker);
      const blocked =
        attacker === undefined ? "" : ` ${memory.whose(e.attacker, attacker.card, name, extra)}`;
      return `${memory.whose(e.blocker, e.card, name, extra)} blocks${blocked}`;
    }
    case "damage": {
      const to =
        "player" in e.to
          ? name(e.to.player)
          : e.toCard === undefined
            ? "a permanent"
            : memory.whose(e.to.object, e.toCard, name, extra);
      return `${name(e.controller)}'s ${card(e.card)} deals ${e.amount} ${e.combat ? "combat " : ""}damage to ${to}`;
    }
    case "life": {
      const who = whoseTotal(e.player, teams.life(e.player));
      const verb = e.delta < 0 ? "loses" : "gains";
      return `${who} ${verb} ${Math.abs(e.delta)} life (${e.life - e.delta} → ${e.life})`;
    }
    case "poison": {
      const who = whoseTotal(e.player, teams.poison(e.player));
      const n = count(Math.abs(e.delta), "poison counter");
      return e.delta < 0 ? `${who} loses ${n} (${e.poison} left)` : `${who} gets ${n} (${e.poison} in all)`;
    }
    case "destroy":
      return `${memory.whose(e.object, e.card, name, extra)} is destroyed`;
    case "dies":
      return `${memory.whose(e.object, e.card, name, extra)} dies`;
    case "token":
      memory.learn(e.object, e.card, e.player);
      return `${name(e.player)} creates ${aToken(card(e.card))}`;
    case "control": {
      const before = memory.objects.get(e.object)?.controller;
      memory.learn(e.object, e.card, e.player);
      if (before !== undefined && before !== e.player) {
        extra.add(before);
        return `${name(e.player)} gains control of ${name(before)}'s ${card(e.card)}`;
      }
      return `${name(e.player)} gains control of ${card(e.card)}`;
    }
    case "fizzle": {
      const spell = memory.stack.get(e.object);
      if (spell?.controller !== undefined) extra.add(spell.controller);
      return `${stackName(e, { card })} is countered on resolution: its targets are gone (608.2b)`;
    }
    case "march":
      return `${card(e.card)} marches from ${name(e.from)}'s territory to ${name(e.to)}'s`;
    case "lose":
      memory.done.add(e.player);
      return `${name(e.player)} loses the game${e.reason ? `: ${e.reason}` : ""}`;
    case "leave":
      if (memory.done.has(e.player)) return null;
      memory.done.add(e.player);
      return `${name(e.player)} leaves the game${e.reason ? `: ${e.reason}` : ""}`;
    case "win":
      for (const p of e.players) memory.done.add(p);
      return `${joinNames(e.players.map(name))} ${e.players.length === 1 ? "wins" : "win"} the game`;
    case "draw-game":
      for (const p of e.players) memory.done.add(p);
      return `The game is a draw for ${joinNames(e.players.map(name))}`;
    case "gameOver":
      // Said after a win or draw line too: a game can end with neither (no one left in it: the last
      // player conceded) — this line closes the log either way.
      return "The game is over";
    case "planarDie": // 901.9
      return `${name(e.player)} rolls the planar die ({${e.cost}}): ${e.result === "planeswalker" ? "the Planeswalker symbol" : e.result}`;
    // The board shows these: taps and mana. (Turns, steps, lanes, draws and moves: the writer's.)
    case "tap":
    case "untap":
    case "mana":
    case "turn":
    case "step":
    case "lane":
    case "draw":
    case "move":
      return null;
    default:
      if (isSharedLogEvent(e)) return sharedLogSentence(e, webNames(name));
      return unknownLogEvent(e);
  }
}
