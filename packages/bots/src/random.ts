/**
 * randomBot: uniform over the legal options, with passing weighted so that games finish. It is the
 * engine's fuzzer: every answer it gives must be accepted.
 */
import { type Answer, type Decision, type RngState, randInt } from "@roundtable/engine";
import {
  type Bot,
  type BotInput,
  chance,
  combinations,
  firstAccepted,
  landsInHand,
  randBetween,
  randomPermutation,
  randomSubset,
} from "./util.ts";

type Of<K extends Decision["kind"]> = Extract<Decision, { kind: K }>;

/** A random split of `amount` over `n` recipients, each getting at least `minEach`. */
export function randomDivide(rng: RngState, amount: number, n: number, minEach: number): number[] {
  const out = Array.from({ length: n }, () => minEach);
  let rest = amount - minEach * n;
  if (n === 0) return out;
  while (rest > 0) {
    out[randInt(rng, n)]++;
    rest--;
  }
  return out;
}

/**
 * A random legal combat-damage assignment (510.1c–d): each recipient before the last gets at least its
 * lethal damage before anything goes to a later one; the amounts sum to `amount`.
 */
export function randomDamage(rng: RngState, amount: number, lethal: number[]): number[] {
  const out = lethal.map(() => 0);
  let rest = amount;
  for (let i = 0; i < lethal.length && rest > 0; i++) {
    const last = i === lethal.length - 1;
    if (last || rest <= lethal[i]) {
      out[i] = rest;
      rest = 0;
      break;
    }
    // Enough to go on: give at least lethal, maybe everything.
    const give = randBetween(rng, Math.max(0, lethal[i]), rest);
    out[i] = give;
    rest -= give;
  }
  return out;
}

/** A random legal split for a divide (601.2d) or combat damage assignment (510.1c–d) decision. */
export function randomAmounts(rng: RngState, d: Of<"divide"> | Of<"damage">): Answer {
  if (d.kind === "divide") return { amounts: randomDivide(rng, d.amount, d.recipients.length, d.minEach) };
  return {
    amounts: randomDamage(
      rng,
      d.amount,
      d.recipients.map((r) => r.lethal),
    ),
  };
}

function priority(input: BotInput, d: Of<"priority">): Answer {
  const { rng } = input;
  let passIdx = -1;
  const others: number[] = []; // every action but passing and mana abilities
  d.actions.forEach((a, i) => {
    if (a.type === "pass") passIdx = passIdx < 0 ? i : passIdx;
    else if (!(a.type === "activate" && a.mana)) others.push(i);
  });
  if (others.length === 0 || (passIdx >= 0 && chance(rng, 0.5))) return { choice: Math.max(0, passIdx) };
  // Any listed action is a legal choice (validate.ts checks only that the index is one of them): no check.
  return { choice: others[randInt(rng, others.length)] };
}

function choose(input: BotInput, d: Of<"choose">): Answer {
  const { game, player, rng } = input;
  const n = d.options.length;
  if (d.purpose === "mana") return { choices: [0] };
  const max = Math.min(d.max, n);
  const min = Math.min(d.min, max);
  const tries: Answer[] = [];
  for (let t = 0; t < 4; t++) tries.push({ choices: randomSubset(rng, n, randBetween(rng, min, max)) });
  for (const choices of combinations(n, Math.max(min, Math.min(1, max)), 20)) tries.push({ choices });
  return firstAccepted(game, player, d.id, tries);
}

/** A random subset of the candidates attacks; a creature that attacks if able always does (508.1d). */
function attackers(input: BotInput, d: Of<"attackers">): Answer {
  const { game, player, rng } = input;
  const attacks = [];
  const required = [];
  for (const c of d.candidates) {
    if (c.defenders.length === 0 || (!c.mustAttack && !chance(rng, 0.5))) continue;
    const attack = { attacker: c.attacker, defender: c.defenders[randInt(rng, c.defenders.length)] };
    attacks.push(attack);
    if (c.mustAttack) required.push(attack);
  }
  if (attacks.length === 0) return { attacks };
  // 508.1d, 508.1h: a creature that must attack lists a defender it may attack for free first (a cost to
  // attack is never required), so when the random picks can't be paid for, those first defenders can.
  const free = d.candidates
    .filter((c) => c.mustAttack)
    .map((c) => ({ attacker: c.attacker, defender: c.defenders[0] }));
  return firstAccepted(game, player, d.id, [{ attacks }, { attacks: required }, { attacks: free }]);
}

function blockers(input: BotInput, d: Of<"blockers">): Answer {
  const { game, player, rng } = input;
  const blocks = [];
  for (const c of d.candidates) {
    if (c.attackers.length === 0 || !chance(rng, 1 / 3)) continue;
    blocks.push({ blocker: c.blocker, attacker: c.attackers[randInt(rng, c.attackers.length)] });
  }
  if (blocks.length === 0) return { blocks };
  return firstAccepted(game, player, d.id, [{ blocks }, { blocks: [] }]);
}

function decide(input: BotInput): Answer {
  const { game, player, rng, decision: d } = input;
  switch (d.kind) {
    case "priority":
      return priority(input, d);
    case "choose":
      return choose(input, d);
    case "number":
      return { value: randBetween(rng, d.min, d.max) };
    case "mulligan": {
      if (d.handSize <= 5) return { keep: true };
      const lands = landsInHand(game.db, game.view(player), player);
      return { keep: lands >= 2 && lands <= 5 };
    }
    case "order":
      return { order: randomPermutation(rng, d.items.length) };
    case "divide":
    case "damage":
      return randomAmounts(rng, d);
    case "attackers":
      return attackers(input, d);
    case "blockers":
      return blockers(input, d);
  }
}

export const randomBot: Bot = { name: "random", decide };
