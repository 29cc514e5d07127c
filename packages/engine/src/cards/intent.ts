/**
 * What targets are for: for each target spec of a spell or ability, whether its effect harms or helps the
 * target's controller (or the target player), or neither. It is derived once, from the kinds of effect
 * that name the target (a table below), with the spec's own `intent` where card data had to say it. The
 * engine puts it on every decision that asks for targets (`intent`), so that players — bots, the web
 * table — needn't work it out from card names or rules text.
 *
 * Several effects on one target: harm wins ("gain control of target creature, untap it, it gains haste"
 * is harmful), then help, then neutral. A spec that no effect names gets null: card data must say.
 */

import { flatMapOf } from "../arrays.ts";
import { innerEffects } from "./innerEffects.ts";
import type {
  Ability,
  CardDef,
  Effect,
  Modification,
  ObjectRef,
  PlayerRef,
  SpellMode,
  StaticEffect,
  TargetIntent,
  TargetSpec,
} from "./types.ts";

/** Target spec N of the spell or ability, or the object or player an Aura enchants (303.4a: its target). */
type Slot = number | "enchanted";

function names(ref: PlayerRef | ObjectRef | undefined, at: Slot): boolean {
  if (ref === at) return true;
  if (typeof ref !== "object") return false;
  if ("target" in ref) return ref.target === at;
  return "each" in ref && typeof ref.of === "object" && ref.of.target === at; // "… target player controls"
}

function combine(intents: readonly (TargetIntent | null)[]): TargetIntent | null {
  for (const i of ["harmful", "helpful", "neutral"] as const) if (intents.includes(i)) return i;
  return null;
}

const lowers = (power: number | undefined, toughness: number | undefined): boolean =>
  (power ?? 0) < 0 || (toughness ?? 0) < 0;

/** One modification of a continuous effect, to the object it applies to. */
function modIntent(m: Modification): TargetIntent {
  switch (m.m) {
    case "control": // 613.1b: someone else gains control of it
    case "loseAllAbilities":
    case "loseKeywords":
    case "cantActivate":
    case "goaded":
      return "harmful";
    case "modifyPT":
      return lowers(m.power, m.toughness) ? "harmful" : "helpful";
    case "keywords":
    case "protection":
    case "ability": // 613.1f: a granted triggered ability
    case "cantBeBlocked": // 509.1b: Rogue's Passage
    case "mayPlay": // 601.3: a card in exile its controller may play
    case "lifeCantChange": // a player's rules (Teferi's Protection): for "you", never a target
    case "protectionFromEverything":
      return "helpful";
    case "types":
    case "colors":
    case "setPT":
    case "switchPT":
      return "neutral";
  }
}

const modsIntent = (mods: readonly Modification[]): TargetIntent | null => combine(mods.map(modIntent));

/** What one effect is to the target in `at`; null if the effect doesn't name it. */
function effectIntent(e: Effect, at: Slot): TargetIntent | null {
  const ifNames = (ref: PlayerRef | ObjectRef | undefined, intent: TargetIntent): TargetIntent | null =>
    names(ref, at) ? intent : null;
  switch (e.e) {
    case "may":
    case "unlessPays":
    case "payIfYouDo":
    case "delayed":
    case "if":
    case "vote": // 701.38: whichever choice wins
    case "temptingOffer": // 207.2c: the effects, done by their controller
    case "joinForces": // 207.2c: the effects, X the mana paid
    case "parley": // 207.2c: the effects, for each nonland card revealed
    case "friendOrFoe": // the friends' and the foes' effects, each done by the player
      return effectsIntent(innerEffects(e), at);
    case "votePermanent":
      return null;
    case "damage":
      return ifNames(e.to, "harmful");
    case "destroy":
    case "counter":
    case "tap":
    case "bounce":
    case "exile":
    case "exileLinked":
    case "skipNextUntap":
    case "putIntoLibrary":
    case "shuffleIntoLibrary":
    case "shuffleInReveal": // Chaos Warp: the permanent leaves; what its owner reveals is chance
    case "goad": // 701.15: its controller must attack, and someone other than you
      return ifNames(e.what, "harmful");
    case "phaseOut": // 702.26: out of an opponent's way, or out of harm's (Teferi's Protection)
      return ifNames(e.what, "neutral");
    case "playerRules": // "you": no target
      return null;
    case "loseLife":
    case "discard":
    case "discardHand":
    case "exileGraveyard": // 406: the cards a player could get back
    case "mill":
    case "loseGame":
    case "skipStep":
    case "cantGainLife":
    case "poison": // 122.1f, 704.5c
    case "controlPlayer": // 723.1
    case "lookAtHand": // 701.20e: their hidden information
    case "anteTopCard":
    case "attackThisCombat":
    case "setLife": // 119.5: aimed at a player with more life than it leaves (Magister Sphinx)
    case "sacrificeChosen": // 701.21a: an edict
      return ifNames(e.who, "harmful");
    case "addMana": // Jeska's Will counts the cards in the player's hand: nothing is done to them
      return e.forEachCardInHand === undefined ? null : ifNames(e.forEachCardInHand, "neutral");
    case "searchLibrary": // Bribery: you take the card
      return ifNames(e.whose, "harmful");
    case "gainControl": // 613.1b: the target loses it; a player named by `to` gains it (804.2 deploy)
      return names(e.what, at) ? "harmful" : ifNames(e.to, "helpful");
    // Leeches takes the counters away and deals that much damage: it may save or finish a player.
    case "loseAllPoison":
      return ifNames(e.who, e.dealsThatMuch ? "neutral" : "helpful");
    case "draw":
    case "drawNextUpkeep": // 603.7: cards at the next turn's upkeep
    case "gainLife":
    case "doubleLife":
    case "extraTurn":
    case "win":
    case "createToken":
    case "becomeMonarch": // 725: the end-step draw
    case "takeInitiative": // 726: a venture now and each upkeep
    case "venture":
      return ifNames(e.who, "helpful");
    case "grant":
    case "untap":
    case "regenerate":
    case "returnToBattlefield":
    case "explore": // 701.44a: a land card or a +1/+1 counter
    case "connive": // 701.50a: a card drawn, one discarded, maybe a +1/+1 counter
      return ifNames(e.what, "helpful");
    // A card from your graveyard back to your hand or battlefield helps you; one taken from any graveyard
    // "under your control" (Rise from the Grave) may be anyone's.
    case "returnFromGraveyard":
      return ifNames(e.what, e.underYourControl ? "neutral" : "helpful");
    case "preventDamage":
      return ifNames(e.to, "helpful");
    case "pump":
      return ifNames(e.what, lowers(e.power, e.toughness) ? "harmful" : "helpful");
    case "pumpByX": // +X/+X, X at least 0 (107.1b); -X/-X (Toxic Deluge)
      return ifNames(e.what, e.minus ? "harmful" : "helpful");
    case "addCounters":
      return ifNames(e.what, e.counter === "-1/-1" ? "harmful" : "helpful");
    case "removeCounters":
      return ifNames(e.what, e.counter === "-1/-1" ? "helpful" : "harmful");
    case "become":
      return names(e.what, at) ? modsIntent(e.mods) : null;
    // Neither: a creature exiled and returned (Astral Slide) is as often saved as removed; copies cost
    // the copied object's controller nothing.
    case "flicker":
    case "createTokenCopies":
    case "copySpell":
    case "retarget": // 115.7: the spell's or ability's controller keeps it; only its targets change
      return ifNames(e.what, "neutral");
    // Effects on targets they don't name with a reference.
    case "fight": // 701.14: your creature (target 0) deals damage to the other (target 1)
      return at === 0 ? "helpful" : at === 1 ? "harmful" : null;
    case "exchangeControl": // 701.12b: targets 0 and 1 trade controllers
      return at === 0 || at === 1 ? "neutral" : null;
    case "exchangeLife": // 701.12b: the two players of target spec 0
      return at === 0 ? "neutral" : null;
    case "redirectDamage": // 614.9: damage to target 0 is dealt to target 1 instead
      return at === 0 ? "helpful" : at === 1 ? "harmful" : null;
    case "attachSelf": // 701.3: Equipment attach to target 0 (those in the pool help what they equip)
      return at === 0 ? "helpful" : null;
    case "damageEach":
    case "sacrifice":
    case "returnLinked":
    case "sacrificeOne":
    case "sacrificeUnlessPayLife":
    case "unearth":
    case "emblem":
    case "addProducedMana":
    case "planeswalk":
    case "redistributeLife":
    case "drawGame":
    case "abandon":
    case "balance":
    case "separatePermanents":
    case "revealTopPiles":
    case "revealChosenCards":
    case "searchYourLibrary":
    case "tutor":
    case "myriad":
    case "melee":
    case "battleCry":
    case "rampage":
    case "scry":
    case "surveil":
    case "investigate":
    case "proliferate": // 701.34a: chosen as it resolves, not targeted
    case "bolster":
    case "adapt":
    case "populate":
    case "revealPutCreature":
    case "untapOneOrAllIfDungeon":
    case "tapAllButOne":
    case "teamDiscardToDraw": // 102.4: the team's players, not targeted
    case "flipCoin": // 705: what losing the flip does is done to its flipper
    case "handOnTop":
    case "rearrangeTop":
    case "putLandFromHand": // 305.4: a card of your own hand
    case "additionalLandPlay":
    case "lookPutIntoHand":
    case "exileToPlay": // the top of your own library
    case "wheelGreatestDiscarded": // 801.10: each player within range, not targeted
    case "discardThenYouDraw": // each other player within range, not targeted
      return null;
  }
}

function effectsIntent(effects: readonly Effect[], at: Slot): TargetIntent | null {
  return combine(effects.map((e) => effectIntent(e, at)));
}

/** A static ability of an Aura, to what it enchants. */
function staticIntent(e: StaticEffect): TargetIntent | null {
  switch (e.s) {
    case "modify":
      return e.affects === "enchanted" ? (lowers(e.power, e.toughness) ? "harmful" : "helpful") : null;
    case "cantAttackOrBlock":
    case "control":
      return "harmful";
    case "continuous":
      return e.affects === "enchanted" ? modsIntent(e.mods) : null;
    default:
      return null;
  }
}

/** What an Aura is to the object or player it enchants: its static abilities and what its abilities do to it. */
function enchantIntent(def: CardDef): TargetIntent | null {
  if (def.enchant?.intent) return def.enchant.intent;
  return combine(
    (def.abilities ?? []).map((a) =>
      a.kind === "static"
        ? staticIntent(a.effect)
        : a.kind === "mana"
          ? null
          : effectsIntent(a.effects, "enchanted"),
    ),
  );
}

/** Target spec `i` of a spell, mode or ability whose effects are `effects`. */
function specIntent(
  specs: readonly TargetSpec[],
  i: number,
  effects: readonly Effect[],
): TargetIntent | null {
  return specs[i]?.intent ?? effectsIntent(effects, i);
}

/** The classified specs, by the specs of the card data and what they were classified with. */
const classified = new WeakMap<object, { by: object; out: TargetSpec[] }>();

function cached(key: object, by: object, make: () => TargetSpec[]): TargetSpec[] {
  const hit = classified.get(key);
  if (hit !== undefined && hit.by === by) return hit.out;
  const out = make();
  classified.set(key, { by, out });
  return out;
}

/** The specs with their intents filled in (where one can be told). */
function withIntents(specs: readonly TargetSpec[], effects: readonly Effect[]): TargetSpec[] {
  return cached(specs, effects, () =>
    specs.map((sp, i) => {
      const intent = specIntent(specs, i, effects);
      return intent === null ? sp : { ...sp, intent };
    }),
  );
}

/** The target specs of a spell, a mode or an ability, with their intents, as the engine asks for targets. */
export function targetsOf(x: { targets?: TargetSpec[]; effects: Effect[] }): TargetSpec[] {
  return x.targets === undefined ? [] : withIntents(x.targets, x.effects);
}

/** An Aura spell's one target (303.4a), with its intent. */
export function enchantSpecs(def: CardDef): TargetSpec[] {
  const spec = def.enchant;
  if (spec === undefined) return [];
  return cached(spec, def, () => {
    const intent = enchantIntent(def);
    return [intent === null ? spec : { ...spec, intent }];
  });
}

/** Where a target spec sits on a card: its spell (an Aura spell's enchant), a spell mode, an ability (and mode). */
export type TargetSite = { spell: true } | { mode: number } | { ability: number; mode?: number };

export interface ClassifiedTarget {
  site: TargetSite;
  spec: number;
  /** null: no effect names the target and card data doesn't say (a gap the pool tests forbid). */
  intent: TargetIntent | null;
}

function ofModes(modes: readonly SpellMode[], site: (mode: number) => TargetSite): ClassifiedTarget[] {
  return flatMapOf(modes, (m, k) =>
    withIntents(m.targets ?? [], m.effects).map((sp, spec) => ({
      site: site(k),
      spec,
      intent: sp.intent ?? null,
    })),
  );
}

function ofAbility(a: Ability, ability: number): ClassifiedTarget[] {
  if (a.kind !== "activated" && a.kind !== "triggered") return [];
  const own = withIntents(a.targets ?? [], a.effects).map((sp, spec) => ({
    site: { ability },
    spec,
    intent: sp.intent ?? null,
  }));
  return a.kind === "triggered" && a.modes
    ? [...own, ...ofModes(a.modes.modes, (mode) => ({ ability, mode }))]
    : own;
}

/** Every target spec of a card — its spell's (or Aura's), its modes', its abilities' — with its intent. */
export function cardTargetIntents(def: CardDef): ClassifiedTarget[] {
  const spell: ClassifiedTarget[] = def.spell
    ? withIntents(def.spell.targets ?? [], def.spell.effects).map((sp, spec) => ({
        site: { spell: true },
        spec,
        intent: sp.intent ?? null,
      }))
    : enchantSpecs(def).map((sp) => ({ site: { spell: true }, spec: 0, intent: sp.intent ?? null }));
  const modes = def.spell?.modes ? ofModes(def.spell.modes.modes, (mode) => ({ mode })) : [];
  return [...spell, ...modes, ...flatMapOf(def.abilities ?? [], (a, i) => ofAbility(a, i))];
}
