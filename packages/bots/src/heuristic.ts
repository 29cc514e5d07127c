/**
 * heuristicBot: a simple, fast player. Plays a land, casts its most expensive useful spell, points burn
 * and removal at opponents and pumps at its own creatures, attacks where no blocker can profitably stop
 * it, blocks well and chump-blocks when the incoming damage would be lethal. It reads its own view and
 * public facts of the state (who controls what, who is on whose team); it never aims a harmful effect
 * at its own side or a teammate's when it has a choice, and doesn't cast or activate what would make it
 * (it tries the targets on a fork of the game first).
 */
import type {
  Answer,
  CardDb,
  CardDef,
  ChoiceOption,
  Decision,
  DefenderRef,
  Game,
  Lane,
  ObjId,
  PermanentView,
  PlayerId,
  PlayerView,
  PriorityAction,
  StackView,
  TargetIntent,
} from "@roundtable/engine";
import {
  attackDeclarationCostProblem,
  cardTargetIntents,
  evasionAllowsBlock,
  isActivePlayer,
  lanes,
  opposing,
} from "@roundtable/engine";
import {
  type Bot,
  type BotInput,
  combinations,
  creatureValue,
  duel,
  firstAccepted,
  has,
  isCreature,
  isLand,
  landsInHand,
  manaValue,
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

/**
 * The card of an object a priority action names: one the player may cast or activate, so one they see (a
 * card in their hand, a permanent, a card in their graveyard). Read from the state: building the whole
 * view for it would cost more than the rest of the decision.
 */
function cardOf(c: Ctx, object: ObjId): string | null {
  return c.game.state.objects[object]?.card ?? null;
}

// ---- Targets: harm goes to opponents, help to the bot's own side ----

/**
 * Whether a player is on the bot's side: the bot or a teammate (102.3), as the engine's players.ts says.
 * Harmful effects never go there when the bot has a choice; helpful ones go only there.
 */
function ownSide(c: Ctx, p: PlayerId): boolean {
  return !opposing(c.game.state, c.me, p);
}

/** Whether an Aura makes what it enchants unable to attack or block (Pacifism). */
function restrains(def: CardDef | undefined): boolean {
  return (def?.abilities ?? []).some((a) => a.kind === "static" && a.effect.s === "cantAttackOrBlock");
}

/** Whether a creature already can't attack or block: an Aura attached to it says so. */
function restrained(c: Ctx, creature: ObjId): boolean {
  return c.view.battlefield.some((p) => p.attachedTo === creature && restrains(c.db.get(p.card)));
}

/** Whether the spell or ability resolving — the top of the decision's stack — is the bot's. */
function resolvingIsMine(c: Ctx): boolean {
  const top = c.lane.stack.at(-1);
  return top !== undefined && c.game.state.objects[top]?.controller === c.me;
}

/** Mana the player could still make: untapped lands they control (a rough estimate for X). */
function untappedLands(c: Ctx): number {
  return c.view.battlefield.filter((p) => p.controller === c.me && !p.tapped && p.types.includes("Land"))
    .length;
}

/**
 * The card whose targets are being chosen: the engine's prompt begins with its name (a spell in the
 * player's hand, or the source of an ability being put on the stack, 601.2c).
 */
function sourceOf(c: Ctx, prompt: string): CardDef | undefined {
  const colon = prompt.indexOf(": choose");
  return colon > 0 ? defByName(c.db, prompt.slice(0, colon)) : undefined;
}

/** The damage the source deals to its target, if it is burn (to aim at what it kills). */
function burnAmount(c: Ctx, def: CardDef | undefined): number | null {
  const effects = [
    ...(def?.spell?.effects ?? []),
    ...(def?.spell?.modes?.modes.flatMap((m) => m.effects) ?? []),
    ...(def?.abilities ?? []).flatMap((a) =>
      a.kind === "activated" || a.kind === "triggered" ? a.effects : [],
    ),
  ];
  const dmg = effects.find((e) => e.e === "damage" && typeof e.to === "object" && "target" in e.to);
  if (dmg?.e !== "damage") return null;
  if (typeof dmg.amount === "number") return dmg.amount;
  return dmg.amount === "X" ? Math.max(0, untappedLands(c) - manaValue(def?.cost)) : 0;
}

interface Aim {
  intent: TargetIntent;
  burn: number | null;
  /** A "can't attack or block" Aura: pointless on a creature that already can't. */
  restrains: boolean;
}

/**
 * How much the bot likes an option of a target choice (positive: glad to; zero: indifferent; negative:
 * rather not). A harmful effect is wanted on opponents' things only, a helpful one on its own side's.
 */
function scoreTarget(c: Ctx, aim: Aim, opt: ChoiceOption): number {
  const ref = opt.ref;
  if (!ref) return 0;
  if (aim.intent === "neutral") return 0;
  const helpful = aim.intent === "helpful";
  if ("player" in ref) {
    const mine = ownSide(c, ref.player);
    if (helpful) return ref.player === c.me ? 10 : mine ? 5 : -10;
    if (mine) return -100;
    const life = c.view.players[ref.player].life;
    if (aim.burn !== null && life <= aim.burn) return 1000; // lethal
    return Math.max(1, 50 - life); // lowest life first
  }
  const o = c.game.state.objects[ref.object];
  if (o === undefined) return 0;
  const mine = ownSide(c, o.controller);
  const perm = c.perm.get(ref.object);
  if (!perm) {
    // A spell on the stack (a counterspell's target) or a card in a graveyard.
    if (helpful) return mine ? 5 : -10;
    return mine ? -100 : 20;
  }
  const value = isCreature(perm) ? creatureValue(perm) : 2;
  if (helpful) return mine ? 10 + value : -10 - value;
  if (mine) return -100 - value;
  if (aim.restrains && restrained(c, perm.id)) return -50; // no second Pacifism
  if (aim.burn !== null) {
    const kills = isCreature(perm) && toughnessLeft(perm) <= aim.burn && !has(perm, "indestructible");
    return kills ? 60 + value : isCreature(perm) ? value / 10 : 1;
  }
  return 40 + value;
}

/**
 * The targets to choose, and whether the bot is glad of them: false when the rules make it pick a target
 * it would rather not (a harmful effect with only its own side to aim at, a helpful one with only
 * opponents'), which it avoids by not casting or activating what would ask it (see `aimsWell`).
 */
function pickTargets(c: Ctx, d: Of<"choose">): { answer: Answer; glad: boolean } {
  const source = sourceOf(c, d.prompt);
  const intent = d.intent ?? "harmful";
  const aim: Aim = {
    intent,
    burn: intent === "harmful" ? burnAmount(c, source) : null,
    restrains: restrains(source),
  };
  const ranked = d.options
    .map((o, i) => ({ i, s: scoreTarget(c, aim, o) }))
    .sort((a, b) => b.s - a.s || a.i - b.i);
  const max = Math.min(d.max, d.options.length);
  const want = Math.min(max, Math.max(d.min, 1));
  const chosen = ranked.filter((r, k) => k < d.min || (k < want && r.s > 0));
  const picks = chosen.map((r) => r.i).sort((a, b) => a - b);
  const glad = chosen.every((r) => r.s >= 0);
  const tries: Answer[] = [{ choices: picks }];
  tries.push({ choices: Array.from({ length: Math.min(d.min, d.options.length) }, (_, i) => i) });
  return { answer: firstAccepted(c.game, c.me, d.id, tries), glad };
}

/**
 * Whether taking a cast or activate action leads only to targets the bot is glad of — and, for a spell
 * that asks for targets, to some target at all (Fireball's "any number of targets" may be none). The engine asks for modes, X
 * and targets after the action is taken (601.2b–c), so the bot takes it on a fork of the game and
 * answers those questions as it would.
 */
function aimsWell(c: Ctx, d: Of<"priority">, action: number): boolean {
  const fork = c.game.fork();
  let asked = 0;
  let picked = 0;
  let r = fork.submit(c.me, d.id, { choice: action });
  while (r.ok) {
    const next = fork.decisions().find((x) => x.player === c.me && x.id > d.id);
    if (next === undefined || next.kind === "priority") break;
    if (next.kind === "choose" && next.purpose === "targets") {
      const { answer, glad } = pickTargets(new Ctx(fork, c.me, next.id), next);
      if (!glad) return false;
      asked++;
      picked += "choices" in answer ? answer.choices.length : 0;
      r = fork.submit(c.me, next.id, answer);
    } else if (beforeTargets(next)) {
      r = fork.submit(c.me, next.id, answerFor(new Ctx(fork, c.me, next.id), next));
    } else break; // paying: the targets are chosen
  }
  return asked === 0 || picked > 0 || d.actions[action].type !== "cast";
}

/**
 * Whether casting with assist (702.132a) gets the spell onto the stack when every player asked answers as this
 * bot would (the helper paying only for its own side): taken on a fork, so that a spell castable only with an
 * opponent's help isn't chosen again and again, each cast abandoned when the help doesn't come.
 */
function assistedCastCompletes(c: Ctx, d: Of<"priority">, action: number): boolean {
  return castCompletes(c, d.id, { choice: action });
}

/**
 * Whether answering decision `id` (the bot's, in a cast) with `answer` gets the spell onto the stack when every
 * player asked after it answers as this bot would, taken on a fork.
 */
function castCompletes(c: Ctx, id: number, answer: Answer): boolean {
  const fork = c.game.fork();
  const stack = c.game.state.stack.length;
  let r = fork.submit(c.me, id, answer);
  for (let k = 0; r.ok && k < 40; k++) {
    const next = fork.pending();
    if (next === null || next.kind === "priority") break;
    r = fork.submit(next.player, next.id, answerFor(new Ctx(fork, next.player, next.id), next));
  }
  return r.ok && fork.state.stack.length > stack;
}

/**
 * 107.3a, 702.132a: X for a spell with assist. The engine offers up to what the caster and any one other player
 * could pay together, but only the bot's own side helps it: the largest X whose cast completes (`castCompletes`),
 * so that the spell isn't passed over for an X only an opponent's help could pay.
 */
function assistedX(c: Ctx, d: Of<"number">): number {
  for (let v = d.max; v > d.min; v--) if (castCompletes(c, d.id, { value: v })) return v;
  return d.min;
}

/**
 * "Pay X life" for "-X/-X" (Toxic Deluge): enough to kill the opponents' toughest creature, never the bot's
 * last life (119.4: d.max is its life total).
 */
function lifeX(c: Ctx, d: Of<"number">): number {
  const theirs = c.view.battlefield.filter((p) => isCreature(p) && !ownSide(c, p.controller));
  const toughest = Math.max(0, ...theirs.map(toughnessLeft));
  return Math.max(d.min, Math.min(toughest, d.max - 1));
}

/** 702.132a: the helper the caster chooses: a player of its own side, else no one (option 0). */
function assistant(c: Ctx, d: Of<"choose">): number {
  const mine = d.options.findIndex(
    (o) => o.ref !== undefined && "player" in o.ref && ownSide(c, o.ref.player),
  );
  return Math.max(0, mine);
}

/**
 * The questions of a cast or an activation asked before its targets (601.2b): modes, whether to pay a kicker
 * cost (`pay`), how many times a multikicker cost or X (`number`), how hybrid or Phyrexian symbols are paid.
 */
function beforeTargets(d: Decision): boolean {
  if (d.kind === "number") return true;
  return (
    d.kind === "choose" &&
    (d.purpose === "modes" || d.purpose === "pay" || d.purpose === "costForm" || d.purpose === "castingWay")
  );
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

/**
 * 701.21a: the permanents to sacrifice (an edict, a cost), or to tap for a cost (701.26a) — the least valuable:
 * tokens and the cheapest cards first, a creature by its size too; to tap, mana sources last.
 */
function leastValuable(c: Ctx, d: Of<"choose">): number[] {
  const value = (o: ChoiceOption): number => {
    const ref = o.ref;
    const p = ref !== undefined && "object" in ref ? c.perm.get(ref.object) : undefined;
    if (p === undefined) return 0;
    const def = c.db.get(p.card);
    const cost = manaValue(def?.cost); // a token's: none
    // Tapped for a cost, a mana source couldn't pay the mana too (the cast would fail): spare it.
    const source = d.purpose === "tap" && (def?.abilities ?? []).some((a) => a.kind === "mana") ? 100 : 0;
    return cost * 2 + (isCreature(p) ? creatureValue(p) : 0) + source;
  };
  const ranked = d.options.map((o, i) => ({ i, v: value(o) })).sort((a, b) => a.v - b.v || a.i - b.i);
  return ranked
    .slice(0, Math.min(d.min, d.options.length))
    .map((r) => r.i)
    .sort((a, b) => a - b);
}

/** 2004 draft 307.1: the defending player to choose — the opponent with the least life (the first on a tie). */
function weakestPlayer(c: Ctx, d: Of<"choose">): number {
  const life = (i: number): number => {
    const ref = d.options[i].ref;
    return ref !== undefined && "player" in ref ? c.view.players[ref.player].life : Number.MAX_SAFE_INTEGER;
  };
  return d.options.reduce((best, _, i) => (life(i) < life(best) ? i : best), 0);
}

/**
 * 701.38: a vote for a permanent (Council's Judgment exiles the most voted) goes to an opponent's — the
 * first one not on the bot's side; a vote for a word, to the first choice (an optional additional vote is
 * made too: the "no additional vote" option is last).
 */
function voteFor(c: Ctx, d: Of<"choose">): number {
  const foe = d.options.findIndex((o) => {
    const ref = o.ref;
    if (ref === undefined || !("object" in ref)) return false;
    const obj = c.game.state.objects[ref.object];
    return obj !== undefined && !ownSide(c, obj.controller);
  });
  return Math.max(0, foe);
}

/**
 * 701.22a, 701.25a, 701.44a: the cards looked at to put away (on the bottom, into the graveyard) — lands, once the
 * bot has five (on the battlefield and in hand); other cards stay. The order questions that follow (`min` 1) take
 * the first card listed.
 */
function putAway(c: Ctx, d: Of<"choose">): number[] {
  if (d.min > 0) return [0];
  const inPlay = c.view.battlefield.filter((p) => p.controller === c.me && p.types.includes("Land")).length;
  if (inPlay + landsInHand(c.db, c.view, c.me) < 5) return [];
  return d.options.flatMap((o, i) => (isLand(defByName(c.db, o.label)) ? [i] : []));
}

/**
 * 701.34a: what to proliferate — the permanents of the bot's side but those with -1/-1 counters, opponents'
 * permanents with -1/-1 counters, and opponents (their poison counters).
 */
function worthProliferating(c: Ctx, d: Of<"choose">): number[] {
  return d.options.flatMap((o, i) => {
    const ref = o.ref;
    if (ref === undefined) return [];
    if ("player" in ref) return ownSide(c, ref.player) ? [] : [i];
    const p = c.perm.get(ref.object);
    if (p === undefined) return [];
    const harms = (p.counters["-1/-1"] ?? 0) > 0;
    return ownSide(c, p.controller) !== harms ? [i] : [];
  });
}

/** 701.36a: the creature token to copy — the biggest. */
function biggestCreature(c: Ctx, d: Of<"choose">): number {
  const value = (i: number): number => {
    const ref = d.options[i].ref;
    const p = ref !== undefined && "object" in ref ? c.perm.get(ref.object) : undefined;
    return p === undefined ? 0 : creatureValue(p);
  };
  return d.options.reduce((best, _, i) => (value(i) > value(best) ? i : best), 0);
}

function choose(c: Ctx, d: Of<"choose">): Answer {
  switch (d.purpose) {
    case "targets":
    case "enchant": // 303.4f: aimed as the Aura spell's target would be
      return pickTargets(c, d).answer;
    case "discard":
    case "bottom":
    case "order": // 401.4: Brainstorm's cards from the hand, the least worth keeping first (the deepest)
    case "exile": // 601.2h: a card given up for a cost (Force of Will's, delve's), chosen as a discard is
      return chooseFromHand(c, d);
    case "sacrifice":
    case "tap": // 701.26a: a cost's untapped permanents to tap
      return { choices: leastValuable(c, d) };
    case "defender":
      return { choices: [weakestPlayer(c, d)] };
    case "vote":
      return { choices: [voteFor(c, d)] };
    case "openingHand": // 103.6a: a Leyline begins the game on the battlefield for free — every one does
    case "openingReveal": // 103.6b: revealing a Chancellor costs nothing
      return { choices: d.options.map((_, i) => i) };
    case "mulliganAction": // 103.5b: the bot declares on the hand it has
      return { choices: [] };
    case "scry":
    case "surveil":
    case "explore":
      return { choices: putAway(c, d) };
    case "proliferate":
      return { choices: worthProliferating(c, d) };
    case "populate":
      return { choices: [biggestCreature(c, d)] };
    // Tempting offer (207.2c): the offered effect helps the bot as much as one repeat helps the caster, and
    // declining only denies the caster that repeat — a loss the other opponents share: accept.
    case "temptingOffer":
      return { choices: [d.options.findIndex((o) => o.label === "accept")] };
    case "assist":
      return { choices: [assistant(c, d)] };
    // Friend or foe (Battlebond): what friends do helps and what foes do harms — the bot's own side are friends.
    case "friendOrFoe":
      return {
        choices: d.options.flatMap((o, i) =>
          o.ref && "player" in o.ref && ownSide(c, o.ref.player) ? [i] : [],
        ),
      };
    // Join forces (207.2c): X is the same for every player, so each payment serves the whole table — the bot pays
    // all it can into its own spell or ability (the one resolving, on top of the stack) and nothing into another's.
    case "joinForces":
      return { choices: [resolvingIsMine(c) ? d.options.length - 1 : 0] };
    default: {
      // Modes, legend rule, colours, mana: the first options, or the first combination the engine accepts.
      const n = Math.min(Math.max(d.min, 1), d.max, d.options.length);
      const tries = combinations(d.options.length, n, 20).map((choices): Answer => ({ choices }));
      return tries.length > 1 ? firstAccepted(c.game, c.me, d.id, tries) : tries[0];
    }
  }
}

// ---- Priority: land, then the most expensive useful spell ----

/** Whether the spell of a card, or its ability `ability`, would help the target it asks for (a pump). */
function helps(def: CardDef, ability?: number): boolean {
  return cardTargetIntents(def).some(
    (t) =>
      t.intent === "helpful" &&
      (ability === undefined ? !("ability" in t.site) : "ability" in t.site && t.site.ability === ability),
  );
}

/** Whether an action is worth taking for its targets: none asked, or only targets the bot is glad of. */
function targetsOk(c: Ctx, d: Of<"priority">, i: number): boolean {
  const a = d.actions[i];
  return !("needs" in a) || !a.needs.includes("targets") || aimsWell(c, d, i);
}

function priority(c: Ctx, d: Of<"priority">): Answer {
  const passIdx = Math.max(
    0,
    d.actions.findIndex((a) => a.type === "pass"),
  );
  // Whose turn it is, the step and the stack size are public: read them without building the whole view.
  const t = c.lane.turn;
  const stackEmpty = c.lane.stack.length === 0;
  // 805.4a: with shared team turns, the turn of the active player's team is each teammate's turn.
  const myTurn = isActivePlayer(c.game.state, c.me, t);
  const mainPhase = myTurn && (t.step === "main1" || t.step === "main2") && stackEmpty;
  if (!mainPhase && !d.actions.some((a) => a.type === "activate" && !a.mana)) return { choice: passIdx };
  // Tap and loyalty abilities (finitely many per turn): in the main phase, or at an opponent's end step.
  const endStep = t.step === "end" && !myTurn && stackEmpty;
  const ability = (): number =>
    d.actions.findIndex((a, i) => {
      if (a.type !== "activate" || a.mana) return false;
      const def = c.db.get(cardOf(c, a.object) ?? "");
      const ab = def?.abilities?.[a.ability];
      if (def === undefined || ab?.kind !== "activated") return false;
      if (ab.cost.loyalty !== undefined) {
        if (!mainPhase || (typeof ab.cost.loyalty === "number" && ab.cost.loyalty < 0)) return false;
      } else if (!ab.cost.tap || !(endStep || (mainPhase && t.step === "main2" && !helps(def, a.ability))))
        return false;
      return targetsOk(c, d, i);
    });
  if (!mainPhase) {
    const i = ability();
    return { choice: i >= 0 ? i : passIdx };
  }
  const land = d.actions.findIndex((a) => a.type === "play");
  if (land >= 0) return { choice: land };
  // The most expensive spell worth casting; instant-speed pump tricks are wasted in a main phase.
  const casts = d.actions
    .flatMap((a: PriorityAction, i) => {
      if (a.type !== "cast") return [];
      const card = cardOf(c, a.object);
      const def = card === null ? undefined : c.db.get(card);
      if (!def || (def.types.includes("Instant") && helps(def))) return [];
      if (a.needs.includes("assist") && !assistedCastCompletes(c, d, i)) return [];
      return [{ i, mv: manaValue(def.cost) }];
    })
    .sort((x, y) => y.mv - x.mv || x.i - y.i);
  const best = casts.find(({ i }) => targetsOk(c, d, i));
  if (best) return { choice: best.i };
  const i = ability();
  if (i >= 0) return { choice: i };
  // 901.9: the turn's first roll of the planar die costs nothing: roll it once the spells are cast.
  const roll = d.actions.findIndex((a) => a.type === "planarDie" && a.cost === 0);
  if (roll >= 0) return { choice: roll };
  if (t.step === "main2") {
    const march = marchTowardEnemies(c, d);
    if (march >= 0) return { choice: march };
  }
  return { choice: passIdx };
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
  // Whether a blocker of that defender could kill the attacker and survive (none can block a creature an effect
  // says can't be blocked, 509.1b: Rogue's Passage).
  const stopped = (a: PermanentView, def: DefenderRef): boolean =>
    a.cantBeBlocked !== true &&
    c.view.battlefield.some(
      (b) =>
        b.controller === controllerOf(def) &&
        isCreature(b) &&
        !b.tapped &&
        evasionAllowsBlock(b, a) &&
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
  keepPayableAttacks(c, attacks, required);
  if (attacks.length === 0) return { attacks };
  return firstAccepted(c.game, c.me, d.id, [{ attacks }, { attacks: required }]);
}

/**
 * 508.1h–j: keeps (in place) attacks whose total cost to attack the bot can pay (Ghostly Prison's {2} for each
 * creature): the required ones first, then the others in order, each while the whole can still be paid.
 */
function keepPayableAttacks(
  c: Ctx,
  attacks: { attacker: ObjId; defender: DefenderRef }[],
  required: readonly { attacker: ObjId; defender: DefenderRef }[],
): void {
  const s = c.game.state;
  if (attackDeclarationCostProblem(c.db, s, attacks) === null) return;
  const kept: { attacker: ObjId; defender: DefenderRef }[] = [];
  for (const a of [...required, ...attacks.filter((x) => !required.includes(x))])
    if (attackDeclarationCostProblem(c.db, s, [...kept, a]) === null) kept.push(a);
  attacks.splice(0, attacks.length, ...kept);
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

function answerFor(c: Ctx, d: Decision): Answer {
  switch (d.kind) {
    case "priority":
      return priority(c, d);
    case "choose":
      return choose(c, d);
    case "number":
      // 702.132a: the bot helps pay only for its own side's spells (the asking spell's controller).
      if (d.purpose === "assist") return { value: ownSide(c, d.caster ?? c.me) ? d.max : 0 };
      if (d.purpose === "x" && sourceOf(c, d.prompt)?.keywords?.includes("assist"))
        return { value: assistedX(c, d) };
      if (d.purpose === "x" && sourceOf(c, d.prompt)?.additionalCost?.payLifeX) return { value: lifeX(c, d) };
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

function decide(input: BotInput): Answer {
  return answerFor(new Ctx(input.game, input.player, input.decision.id), input.decision);
}

export const heuristicBot: Bot = { name: "heuristic", decide };
