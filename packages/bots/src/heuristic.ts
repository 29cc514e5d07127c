/**
 * heuristicBot: a simple, fast player. Plays a land, casts its most expensive useful spell, points burn
 * and removal at opponents and pumps at its own creatures, attacks where no blocker can profitably stop
 * it, blocks well and chump-blocks when the incoming damage would be lethal. It reads only its own view.
 */
import type {
  Answer,
  CardDb,
  CardDef,
  ChoiceOption,
  Decision,
  DefenderRef,
  Effect,
  Game,
  Lane,
  ObjId,
  PermanentView,
  PlayerId,
  PlayerView,
  PriorityAction,
  StackView,
} from "@roundtable/engine";
import { lanes } from "@roundtable/engine";
import {
  type Bot,
  type BotInput,
  canBlockEvasion,
  combinations,
  creatureValue,
  duel,
  firstAccepted,
  has,
  isCreature,
  isLand,
  landsInHand,
  manaValue,
  opponents,
  power,
  toughnessLeft,
} from "./util.ts";

type Of<K extends Decision["kind"]> = Extract<Decision, { kind: K }>;

const byName = new WeakMap<CardDb, Map<string, CardDef>>();

/** A card definition by its English name (decision prompts begin with the name of the card asking). */
function defByName(db: CardDb, name: string): CardDef | undefined {
  let m = byName.get(db);
  if (!m) {
    m = new Map([...db.values()].map((d) => [d.name, d]));
    byName.set(db, m);
  }
  return m.get(name);
}

/** What one decision looks at; the view is computed only when needed (it is the costly part). */
class Ctx {
  readonly db: CardDb;
  private v: PlayerView | null = null;
  private p: Map<ObjId, PermanentView> | null = null;
  private l: Lane | null = null;

  constructor(
    readonly game: Game,
    readonly me: PlayerId,
    readonly decision: number,
  ) {
    this.db = game.db;
  }

  /**
   * The turn, stack and combat the decision belongs to: in Grand Melee its turn marker's (807.4–807.5),
   * which needn't be the lane the game state shows; else the game's own.
   */
  get lane(): Lane {
    if (this.l === null) {
      const all = lanes(this.game.state);
      this.l = (all.find(({ lane }) => lane.pending?.id === this.decision) ?? all[0]).lane;
    }
    return this.l;
  }

  /** Everything on the stacks (Grand Melee: every turn marker's, 807.5). */
  get stack(): StackView[] {
    const v = this.view;
    return v.markers === undefined ? v.stack : v.markers.flatMap((m) => m.stack);
  }

  /** The attacks of the decision's combat (Grand Melee: its turn marker's). */
  get attacks(): PlayerView["attacks"] {
    const v = this.view;
    return v.markers?.find((m) => m.pending?.id === this.decision)?.attacks ?? v.attacks;
  }

  get view(): PlayerView {
    if (this.v === null) this.v = this.game.view(this.me);
    return this.v;
  }

  get perm(): Map<ObjId, PermanentView> {
    if (this.p === null) this.p = new Map(this.view.battlefield.map((x) => [x.id, x]));
    return this.p;
  }
}

/** The card id of an object the player can see (own hand or the battlefield). */
function cardOf(c: Ctx, object: ObjId): string | null {
  const inHand = c.view.players[c.me]?.hand?.find((h) => h.id === object);
  if (inHand) return inHand.card;
  return c.perm.get(object)?.card ?? c.stack.find((s) => s.id === object)?.card ?? null;
}

// ---- What a spell or ability wants of its targets ----

type Intent = { kind: "burn"; amount: number } | { kind: "hostile" } | { kind: "friendly" };

function refsTarget(r: unknown): boolean {
  return typeof r === "object" && r !== null && "target" in r;
}

function effectIntent(e: Effect, x: number): Intent | null {
  const amount = (a: unknown): number => (typeof a === "number" ? a : a === "X" ? x : 0);
  switch (e.e) {
    case "damage":
      return refsTarget(e.to) ? { kind: "burn", amount: amount(e.amount) } : null;
    case "destroy":
    case "tap":
    case "bounce":
    case "counter":
      return refsTarget(e.what) ? { kind: "hostile" } : null;
    case "loseLife":
    case "discard":
    case "mill":
      return refsTarget(e.who) ? { kind: "hostile" } : null;
    case "gainLife":
    case "draw":
      return refsTarget(e.who) ? { kind: "friendly" } : null;
    case "pump":
      if (!refsTarget(e.what)) return null;
      return e.toughness < 0 || e.power < 0 ? { kind: "hostile" } : { kind: "friendly" };
    case "grant":
    case "untap":
      return refsTarget(e.what) ? { kind: "friendly" } : null;
    case "addCounters":
      if (!refsTarget(e.what)) return null;
      return e.counter === "-1/-1" ? { kind: "hostile" } : { kind: "friendly" };
    default:
      return null;
  }
}

function firstIntent(effects: Effect[], x: number): Intent | null {
  for (const e of effects) {
    const i = effectIntent(e, x);
    if (i) return i;
  }
  return null;
}

/** The intent of a spell card: its spell effects, or for an Aura what its static abilities do. */
function spellIntent(def: CardDef, x: number): Intent | null {
  if (def.spell) {
    const i = firstIntent(def.spell.effects, x);
    if (i) return i;
    for (const m of def.spell.modes?.modes ?? []) {
      const mi = firstIntent(m.effects, x);
      if (mi) return mi;
    }
    return null;
  }
  if (def.enchant) {
    for (const a of def.abilities ?? []) {
      if (a.kind !== "static") continue;
      const eff = a.effect;
      if (eff.s === "cantAttackOrBlock") return { kind: "hostile" };
      if (eff.s === "modify")
        return (eff.power ?? 0) < 0 || (eff.toughness ?? 0) < 0 ? { kind: "hostile" } : { kind: "friendly" };
    }
    return { kind: "friendly" };
  }
  return null;
}

/** Mana the player could still make: untapped lands they control (a rough estimate for X). */
function untappedLands(c: Ctx): number {
  return c.view.battlefield.filter((p) => p.controller === c.me && !p.tapped && p.types.includes("Land"))
    .length;
}

/**
 * What the targets being chosen now are for. The engine asks for targets before the spell moves to the
 * stack (601.2c), and its prompt begins with the name of the card: a spell in the player's hand, or a
 * permanent or trigger source whose ability is being put on the stack.
 */
function currentIntent(c: Ctx, prompt: string): Intent {
  const colon = prompt.indexOf(": choose");
  const def = colon > 0 ? defByName(c.db, prompt.slice(0, colon)) : undefined;
  if (!def) return { kind: "hostile" };
  const x = Math.max(0, untappedLands(c) - manaValue(def.cost));
  const inHand = c.view.players[c.me]?.hand?.some((h) => h.card === def.id) ?? false;
  if (inHand && (def.spell || def.enchant)) return spellIntent(def, x) ?? { kind: "hostile" };
  for (const kind of ["activated", "triggered"] as const) {
    for (const a of def.abilities ?? []) {
      if (a.kind !== kind || !a.targets?.length) continue;
      const i = firstIntent(a.effects, x);
      if (i) return i;
    }
  }
  return (def.spell || def.enchant ? spellIntent(def, x) : null) ?? { kind: "hostile" };
}

/** How much the bot likes an option of a target choice for this intent (negative: rather not). */
function scoreTarget(c: Ctx, intent: Intent, opt: ChoiceOption): number {
  const ref = opt.ref;
  if (!ref) return 0;
  const opps = opponents(c.view, c.me);
  if ("player" in ref) {
    const p = c.view.players[ref.player];
    if (intent.kind === "friendly") return ref.player === c.me ? 10 : -10;
    if (ref.player === c.me || !opps.includes(ref.player)) return -100;
    if (intent.kind === "burn" && p.life <= intent.amount) return 1000; // lethal
    return 50 - p.life; // lowest life first
  }
  if ("object" in ref) {
    const perm = c.perm.get(ref.object);
    if (!perm) {
      // A spell on the stack (counterspells): an opponent's is a good target.
      const s = c.stack.find((x) => x.id === ref.object);
      if (!s) return 0;
      return s.controller === c.me ? -100 : intent.kind === "friendly" ? -10 : 20;
    }
    // A teammate's permanent is treated like the bot's own (102.3).
    const mine = perm.controller === c.me || !opps.includes(perm.controller);
    const value = isCreature(perm) ? creatureValue(perm) : 2;
    if (intent.kind === "friendly") return mine ? 10 + value : -10 - value;
    if (mine) return -100 - value;
    if (intent.kind === "burn") {
      const kills = isCreature(perm) && toughnessLeft(perm) <= intent.amount && !has(perm, "indestructible");
      return kills ? 60 + value : isCreature(perm) ? value / 10 : 1;
    }
    return 40 + value;
  }
  return 0;
}

function chooseTargets(c: Ctx, d: Of<"choose">): Answer {
  const intent = currentIntent(c, d.prompt);
  const ranked = d.options
    .map((o, i) => ({ i, s: scoreTarget(c, intent, o) }))
    .sort((a, b) => b.s - a.s || a.i - b.i);
  const max = Math.min(d.max, d.options.length);
  const want = Math.min(max, Math.max(d.min, 1));
  const picks = ranked.filter((r, k) => k < d.min || (k < want && r.s > 0)).map((r) => r.i);
  const tries: Answer[] = [{ choices: picks.sort((a, b) => a - b) }];
  tries.push({ choices: Array.from({ length: Math.min(d.min, d.options.length) }, (_, i) => i) });
  return firstAccepted(c.game, c.me, d.id, tries);
}

/** Lower is worse: which cards to discard or put on the bottom first. */
function keepScore(c: Ctx, card: string, landCount: number): number {
  const def = c.db.get(card);
  if (isLand(def)) return landCount > 3 ? 0 : 10;
  return 8 - manaValue(def?.cost);
}

function chooseFromHand(c: Ctx, d: Of<"choose">): Answer {
  const hand = c.view.players[c.me]?.hand ?? [];
  const landCount = landsInHand(c.db, c.view, c.me);
  const score = (o: ChoiceOption): number => {
    const ref = o.ref;
    const card = ref && "object" in ref ? hand.find((h) => h.id === ref.object)?.card : undefined;
    return card ? keepScore(c, card, landCount) : 5;
  };
  const ranked = d.options.map((o, i) => ({ i, s: score(o) })).sort((a, b) => a.s - b.s || a.i - b.i);
  const picks = ranked.slice(0, Math.min(d.min, d.options.length)).map((r) => r.i);
  return { choices: picks.sort((a, b) => a - b) };
}

function choose(c: Ctx, d: Of<"choose">): Answer {
  switch (d.purpose) {
    case "targets":
      return chooseTargets(c, d);
    case "discard":
    case "bottom":
      return chooseFromHand(c, d);
    default: {
      // Modes, legend rule, colours, mana: the first options, or the first combination the engine accepts.
      const n = Math.min(Math.max(d.min, 1), d.max, d.options.length);
      const tries = combinations(d.options.length, n, 20).map((choices): Answer => ({ choices }));
      return tries.length > 1 ? firstAccepted(c.game, c.me, d.id, tries) : tries[0];
    }
  }
}

// ---- Priority: land, then the most expensive useful spell ----

/** Whether a spell has a target the bot would be glad to choose (untargeted spells always qualify). */
function worthCasting(c: Ctx, def: CardDef): boolean {
  const specs = def.spell?.targets ?? (def.enchant ? [def.enchant] : []);
  if (specs.length === 0 || def.spell?.modes) return true;
  const intent = spellIntent(def, 0);
  if (!intent) return true;
  const spec = specs[0];
  const players = ["any", "player", "opponent", "playerOrPlaneswalker"].includes(spec.kind);
  const opps = opponents(c.view, c.me);
  if (intent.kind === "friendly") {
    if (players) return true;
    return c.view.battlefield.some((p) => p.controller === c.me && isCreature(p));
  }
  if (players && intent.kind !== "hostile") return opps.length > 0;
  if (players) return true;
  if (spec.kind === "spell") return false;
  const wantCreature = ["creature", "creatureOrPlaneswalker"].includes(spec.kind);
  return c.view.battlefield.some(
    (p) =>
      opps.includes(p.controller) &&
      (!wantCreature || isCreature(p)) &&
      (intent.kind !== "burn" || (isCreature(p) && toughnessLeft(p) <= intent.amount)),
  );
}

function priority(c: Ctx, d: Of<"priority">): Answer {
  const passIdx = Math.max(
    0,
    d.actions.findIndex((a) => a.type === "pass"),
  );
  // Whose turn it is, the step and the stack size are public: read them without building the whole view.
  const t = c.lane.turn;
  const stackEmpty = c.lane.stack.length === 0;
  // 805.4: with shared team turns, the turn of the active player's team is each teammate's turn.
  const cfg = c.game.state.config;
  const myTurn = t.active === c.me || (cfg.sharedTurns && cfg.teams?.[t.active] === cfg.teams?.[c.me]);
  const mainPhase = myTurn && (t.step === "main1" || t.step === "main2") && stackEmpty;
  if (!mainPhase && !d.actions.some((a) => a.type === "activate" && !a.mana)) return { choice: passIdx };
  // Tap and loyalty abilities (finitely many per turn): in the main phase, or at an opponent's end step.
  const endStep = t.step === "end" && !myTurn && stackEmpty;
  const ability = d.actions.findIndex((a) => {
    if (a.type !== "activate" || a.mana) return false;
    const ab = c.db.get(cardOf(c, a.object) ?? "")?.abilities?.[a.ability];
    if (ab?.kind !== "activated") return false;
    if (ab.cost.loyalty !== undefined)
      return mainPhase && (typeof ab.cost.loyalty !== "number" || ab.cost.loyalty >= 0);
    if (!ab.cost.tap) return false;
    return endStep || (mainPhase && t.step === "main2" && firstIntent(ab.effects, 0)?.kind !== "friendly");
  });
  if (!mainPhase) return { choice: ability >= 0 ? ability : passIdx };
  const land = d.actions.findIndex((a) => a.type === "play");
  if (land >= 0) return { choice: land };
  let best = -1;
  let bestValue = -1;
  d.actions.forEach((a: PriorityAction, i) => {
    if (a.type !== "cast") return;
    const card = cardOf(c, a.object);
    const def = card === null ? undefined : c.db.get(card);
    if (!def || !worthCasting(c, def)) return;
    // Instant-speed pump tricks are wasted in a main phase.
    if (def.types.includes("Instant") && spellIntent(def, 0)?.kind === "friendly") return;
    const mv = manaValue(def.cost);
    if (mv > bestValue) {
      best = i;
      bestValue = mv;
    }
  });
  if (best < 0 && ability < 0 && t.step === "main2") {
    const march = marchTowardEnemies(c, d);
    if (march >= 0) return { choice: march };
  }
  if (best < 0) return { choice: ability >= 0 ? ability : passIdx };
  return { choice: best };
}

/**
 * Classic Emperor: after combat, march a creature one territory closer to the nearest enemy (counted in
 * seats of players still in the game), so that it can attack next turn. -1: no such march.
 */
function marchTowardEnemies(c: Ctx, d: Of<"priority">): number {
  const marches = d.actions.flatMap((a, i) => (a.type === "march" ? [{ a, i }] : []));
  if (marches.length === 0) return -1;
  const seats = c.view.players.filter((p) => !p.left).map((p) => p.seat);
  const n = seats.length;
  const enemies = c.view.players.filter(
    (p) => !p.left && p.team !== null && p.team !== c.view.players[c.me].team,
  );
  const distance = (a: PlayerId, b: PlayerId): number => {
    const d0 = Math.abs(seats.indexOf(a) - seats.indexOf(b));
    return Math.min(d0, n - d0);
  };
  const nearest = (t: PlayerId): number => Math.min(...enemies.map((e) => distance(t, e.seat)));
  const found = marches.find(({ a }) => {
    if (a.type !== "march") return false;
    const here = c.perm.get(a.object)?.territory ?? c.me;
    return nearest(here) > 1 && nearest(a.to) < nearest(here);
  });
  return found?.i ?? -1;
}

// ---- Combat ----

function attackers(c: Ctx, d: Of<"attackers">): Answer {
  const lifeOf = (def: DefenderRef): number =>
    "player" in def
      ? c.view.players[def.player].life
      : (c.perm.get(def.planeswalker)?.counters.loyalty ?? 0) + 100;
  const controllerOf = (def: DefenderRef): PlayerId =>
    "player" in def ? def.player : (c.perm.get(def.planeswalker)?.controller ?? -1);
  // Whether a blocker of that defender could kill the attacker and survive.
  const stopped = (a: PermanentView, def: DefenderRef): boolean =>
    c.view.battlefield.some(
      (b) =>
        b.controller === controllerOf(def) &&
        isCreature(b) &&
        !b.tapped &&
        canBlockEvasion(b, a) &&
        (() => {
          const r = duel(b, a);
          return r.bDies && !r.aDies;
        })(),
    );
  const attacks: { attacker: ObjId; defender: DefenderRef }[] = [];
  const required: { attacker: ObjId; defender: DefenderRef }[] = [];
  for (const cand of d.candidates) {
    const a = c.perm.get(cand.attacker);
    const defenders = [...cand.defenders].sort((x, y) => lifeOf(x) - lifeOf(y));
    const safe = a && power(a) > 0 ? defenders.find((def) => !stopped(a, def)) : undefined;
    // 508.1d: a creature that attacks if able attacks even where it would be stopped.
    const defender = safe ?? (cand.mustAttack ? defenders[0] : undefined);
    if (defender === undefined) continue;
    const attack = { attacker: cand.attacker, defender };
    attacks.push(attack);
    if (cand.mustAttack) required.push(attack);
  }
  if (attacks.length === 0) return { attacks };
  return firstAccepted(c.game, c.me, d.id, [{ attacks }, { attacks: required }]);
}

function combatDamageOf(a: PermanentView): number {
  return has(a, "double strike") ? 2 * power(a) : power(a);
}

function blockers(c: Ctx, d: Of<"blockers">): Answer {
  const myLife = c.view.players[c.me].life;
  const attacksOnMe = c.attacks.filter((at) =>
    "player" in at.defender
      ? at.defender.player === c.me
      : c.perm.get(at.defender.planeswalker)?.controller === c.me,
  );
  const onMeIds = new Set(attacksOnMe.filter((at) => "player" in at.defender).map((at) => at.attacker));
  const blockerOptions = new Map(d.candidates.map((cand) => [cand.blocker, new Set(cand.attackers)]));
  const attackers = [...new Set(d.candidates.flatMap((cand) => cand.attackers))]
    .map((id) => c.perm.get(id))
    .filter((p): p is PermanentView => p !== undefined)
    .sort((x, y) => creatureValue(y) - creatureValue(x));
  const used = new Set<ObjId>();
  const blocked = new Set<ObjId>();
  const blocks: { blocker: ObjId; attacker: ObjId }[] = [];
  const free = (att: PermanentView): PermanentView[] =>
    d.candidates
      .filter((cand) => !used.has(cand.blocker) && blockerOptions.get(cand.blocker)?.has(att.id))
      .map((cand) => c.perm.get(cand.blocker))
      .filter((p): p is PermanentView => p !== undefined)
      .sort((x, y) => creatureValue(x) - creatureValue(y));
  const assign = (b: PermanentView, att: PermanentView): void => {
    used.add(b.id);
    blocked.add(att.id);
    blocks.push({ blocker: b.id, attacker: att.id });
  };
  // Good blocks: kill the attacker and survive; then safe blocks that just survive.
  for (const pass of ["good", "safe"] as const) {
    for (const att of attackers) {
      if (blocked.has(att.id)) continue;
      const b = free(att).find((bl) => {
        const r = duel(bl, att);
        return !r.aDies && (pass === "safe" || r.bDies);
      });
      if (b) assign(b, att);
    }
  }
  // Chump blocks when the unblocked damage would be lethal.
  const incoming = (): number =>
    attackers
      .filter((a) => onMeIds.has(a.id))
      .reduce(
        (sum, a) =>
          sum +
          (blocked.has(a.id)
            ? has(a, "trample")
              ? Math.max(0, combatDamageOf(a) - 1)
              : 0
            : combatDamageOf(a)),
        0,
      );
  for (const att of [...attackers]
    .filter((a) => onMeIds.has(a.id))
    .sort((x, y) => combatDamageOf(y) - combatDamageOf(x))) {
    if (incoming() < myLife) break;
    if (blocked.has(att.id)) continue;
    const b = free(att)[0];
    if (b) assign(b, att);
  }
  if (blocks.length === 0) return { blocks };
  const menaceFree = blocks.filter((b) => !has(c.perm.get(b.attacker)!, "menace"));
  return firstAccepted(c.game, c.me, d.id, [{ blocks }, { blocks: menaceFree }, { blocks: [] }]);
}

/** Lethal damage to each recipient in order, the rest to the last one (510.1c). */
function assignDamage(d: Of<"damage">): number[] {
  const out = d.recipients.map(() => 0);
  let rest = d.amount;
  d.recipients.forEach((r, i) => {
    const give = i === d.recipients.length - 1 ? rest : Math.min(rest, Math.max(0, r.lethal));
    out[i] = give;
    rest -= give;
  });
  if (rest > 0 && out.length > 0) out[out.length - 1] += rest;
  return out;
}

function divide(d: Of<"divide">): number[] {
  const out = d.recipients.map(() => d.minEach);
  const rest = d.amount - d.minEach * d.recipients.length;
  if (out.length > 0) out[0] += rest;
  return out;
}

function mulligan(c: Ctx, d: Of<"mulligan">): Answer {
  if (d.handSize <= 5) return { keep: true };
  const lands = landsInHand(c.db, c.view, c.me);
  if (d.handSize >= 7) return { keep: lands >= 2 && lands <= 5 };
  return { keep: lands >= 1 && lands <= 5 };
}

function decide(input: BotInput): Answer {
  const d = input.decision;
  const c = new Ctx(input.game, input.player, d.id);
  switch (d.kind) {
    case "priority":
      return priority(c, d);
    case "choose":
      return choose(c, d);
    case "number":
      return { value: d.max };
    case "mulligan":
      return mulligan(c, d);
    case "order":
      return { order: d.items.map((_, i) => i) };
    case "divide":
      return { amounts: divide(d) };
    case "damage":
      return { amounts: assignDamage(d) };
    case "attackers":
      return attackers(c, d);
    case "blockers":
      return blockers(c, d);
  }
}

export const heuristicBot: Bot = { name: "heuristic", decide };
