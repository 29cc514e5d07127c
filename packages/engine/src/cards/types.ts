/**
 * The card-definition DSL (DEVELOPERS.md principle 7): cards are typed data built from composable
 * effects, costs, conditions and triggers. The engine interprets these definitions; the rules text is
 * generated from them (see rulesText.ts). Everything here is plain, JSON-serialisable data.
 */

export type Color = "W" | "U" | "B" | "R" | "G";
/** A mana symbol produced by a mana ability: a colour or colourless ("C"). */
export type ManaType = Color | "C";

export type CardType =
  | "Land"
  | "Creature"
  | "Artifact"
  | "Enchantment"
  | "Planeswalker"
  | "Instant"
  | "Sorcery"
  | "Battle";
export type Supertype = "Basic" | "Legendary" | "World" | "Snow";

export type Keyword =
  | "flying"
  | "reach"
  | "first strike"
  | "double strike"
  | "trample"
  | "vigilance"
  | "haste"
  | "deathtouch"
  | "lifelink"
  | "defender"
  | "menace"
  | "hexproof"
  | "indestructible"
  | "flash";

/** A number, the spell's X, or a count of something. */
export type Amount = number | "X" | { count: ObjectFilter };

/** Which players an effect acts on. */
export type PlayerRef =
  | "you" // the controller of the spell or ability
  | "each" // each player, in APNAP order (101.4)
  | "eachOpponent"
  | "triggering" // the player named by the trigger event ("that player")
  | { target: number }; // the players chosen for target spec N

/** Which objects an effect acts on. */
export type ObjectRef =
  | "self" // the source of the ability / the spell itself
  | "enchanted" // the permanent the source Aura is attached to
  | { target: number } // the objects chosen for target spec N
  | { each: ObjectFilter }; // every permanent on the battlefield matching the filter

export interface ObjectFilter {
  types?: CardType[]; // has at least one of these types
  subtypes?: string[]; // has at least one of these subtypes ("Forest", "Wall")
  /** Keywords the object must have / must not have (e.g. Earthquake: creatures without flying). */
  with?: Keyword[];
  without?: Keyword[];
  controller?: "you" | "opponent";
  /** Default "battlefield". */
  zone?: "battlefield" | "stack" | "graveyard" | "hand";
  nonland?: boolean;
}

/** What can be targeted by a target spec (115). */
export type TargetKind =
  | "any" // creature, player, planeswalker or battle ("any target", 115.4)
  | "creature"
  | "player"
  | "opponent"
  | "playerOrPlaneswalker"
  | "creatureOrPlaneswalker"
  | "permanent"
  | "artifactOrEnchantment"
  | "enchantment"
  | "spell";

export interface TargetSpec {
  kind: TargetKind;
  /** Extra restriction on object targets. */
  filter?: ObjectFilter;
  /** Number of targets; default exactly 1. `max: null` means any number. */
  min?: number;
  max?: number | null;
  /** Text override for the target description ("target creature you control"). */
  text?: string;
}

/**
 * How long a continuous effect from a resolved spell or ability lasts (611.2a–b): until end of turn
 * (514.2), until your next turn (it ends as that turn begins), until the end of your next turn, for as
 * long as the source remains on the battlefield (Sower of Temptation), for as long as you control the
 * source, or indefinitely. 800.4m: if "you" leave, a "next turn" duration ends when that turn would
 * have begun.
 */
export type Duration =
  | "endOfTurn"
  | "untilYourNextTurn"
  | "endOfYourNextTurn"
  | "whileSourceOnBattlefield"
  | "whileYouControlSource"
  | "indefinitely";

/** Kept for card definitions: a control change's duration is a Duration. */
export type ControlDuration = Duration;

/**
 * What a continuous effect does to an object's characteristics or control, each applied in its layer
 * (613.1): control (2), types (4), colours (5), abilities (6), power/toughness (7b set, 7c modify,
 * 7d switch). Characteristic-defining abilities (7a) are the card's `cda`.
 */
export type Modification =
  | { m: "control" } // layer 2: the controller of the effect's source / spell gains control
  /** Layer 4. `replace`: "becomes a [type]" without "in addition to its other types" (205.1a–b). */
  | { m: "types"; types?: CardType[]; subtypes?: string[]; supertypes?: Supertype[]; replace?: boolean }
  | { m: "colors"; colors: Color[] } // layer 5: "becomes [colour]"
  | { m: "keywords"; keywords: Keyword[] } // layer 6: gains / has
  | { m: "loseAllAbilities" } // layer 6
  | { m: "setPT"; power: number; toughness: number } // layer 7b
  /** Layer 7c; `per` multiplies the change (Coat of Arms: for each other creature sharing a type). */
  | { m: "modifyPT"; power: number; toughness: number; per?: PerCount }
  | { m: "switchPT" }; // layer 7d

/** What a per-object P/T change counts (layer 7c). */
export type PerCount =
  | { count: ObjectFilter } // each permanent matching the filter (from the source controller's view)
  | "otherCreatureSharingType"; // each other creature that shares a creature type with the affected one

/** Which permanents a static ability's continuous effect applies to (611.3a, 613). */
export type Affected =
  | "self"
  | "enchanted"
  | "equipped"
  /** Every permanent matching the filter, seen from the source's controller; `other`: except the source. */
  | { each: ObjectFilter; other?: boolean };

export type Effect =
  | { e: "damage"; amount: Amount; to: PlayerRef | ObjectRef; divided?: boolean; evenly?: boolean }
  | { e: "damageEach"; amount: Amount; creatures?: ObjectFilter; players?: "each" | "eachOpponent" }
  | { e: "draw"; who: PlayerRef; amount: Amount }
  | { e: "discard"; who: PlayerRef; amount: Amount; random?: boolean }
  | { e: "gainLife"; who: PlayerRef; amount: Amount }
  | { e: "loseLife"; who: PlayerRef; amount: Amount }
  | { e: "destroy"; what: ObjectRef; noRegenerate?: boolean }
  | { e: "sacrifice"; what: "self" }
  | { e: "counter"; what: ObjectRef }
  | { e: "pump"; what: ObjectRef; power: number; toughness: number; duration: Duration }
  | { e: "grant"; what: ObjectRef; keywords: Keyword[]; duration: Duration }
  | { e: "tap" | "untap"; what: ObjectRef }
  | { e: "addCounters"; what: ObjectRef; counter: string; amount: Amount }
  | { e: "bounce"; what: ObjectRef }
  /** Layer 2 (613.1b): the controller of the spell or ability gains control of the objects. */
  | { e: "gainControl"; what: ObjectRef; duration: ControlDuration }
  /** A continuous effect on the objects (611.2): "becomes a 4/4 Horror creature", "becomes blue". */
  | { e: "become"; what: ObjectRef; mods: Modification[]; duration: Duration; text?: string }
  /** Put the top N cards of the player's library into their graveyard. */
  | { e: "mill"; who: PlayerRef; amount: Amount };

export interface Cost {
  /** Mana cost such as "{2}{R}"; "{X}" allowed. */
  mana?: string;
  tap?: boolean;
  /** Loyalty cost of a planeswalker ability (606): +N, -N, or "-X". */
  loyalty?: number | "-X";
  sacrificeSelf?: boolean;
  payLife?: number;
}

export type TriggerWhen =
  | { on: "entersBattlefield" } // when this enters
  | { on: "dies" } // when this dies
  | { on: "attacks" } // whenever this attacks
  | { on: "dealsDamage"; to: "opponent" | "player" | "any"; combat?: boolean }
  | { on: "beginningOfStep"; step: "upkeep" | "draw" | "end"; whose: "yours" | "each" };

export type Condition =
  | { if: "selfUntapped" }
  | { if: "noCreaturesOnBattlefield" }
  | { if: "youControl"; filter: ObjectFilter };

export type StaticEffect =
  | { s: "modify"; affects: "enchanted" | "self"; power?: number; toughness?: number; keywords?: Keyword[] }
  | { s: "cantAttackOrBlock"; affects: "enchanted" }
  | { s: "cantLose" } // Platinum Angel: you can't lose the game
  | { s: "opponentsCantWin" } // Platinum Angel: your opponents can't win the game
  | { s: "cantBlock"; affects: "self" }
  /** Control Magic: "You control enchanted creature." (layer 2) */
  | { s: "control"; affects: "enchanted" }
  /** A continuous effect in the layers (613) on the affected permanents: Coat of Arms, Gaea's Liege. */
  | { s: "continuous"; affects: Affected; mods: Modification[]; text?: string };

/**
 * A characteristic-defining ability (604.3, layer 7a): power and toughness each equal to the number of
 * permanents matching a filter, counted from the controller's view, or from the defending player's view
 * while the creature is attacking (Gaea's Liege).
 */
export interface Cda {
  count: ObjectFilter;
  whileAttacking?: "defendingPlayer";
}

export type Ability =
  | { kind: "mana"; cost: Cost; produce: ManaType[]; amount?: number; text?: string }
  | {
      kind: "activated";
      cost: Cost;
      targets?: TargetSpec[];
      effects: Effect[];
      /** "Activate only as a sorcery." Loyalty abilities are always sorcery speed, once a turn (606.3). */
      sorcery?: boolean;
      text?: string;
    }
  | {
      kind: "triggered";
      when: TriggerWhen;
      /** Intervening "if" clause (603.4): checked when it triggers and again on resolution. */
      condition?: Condition;
      targets?: TargetSpec[];
      effects: Effect[];
      text?: string;
    }
  | { kind: "static"; effect: StaticEffect; text?: string };

export interface SpellMode {
  targets?: TargetSpec[];
  effects: Effect[];
}

export interface CardDef {
  /** Stable id, kebab-case of the name ("lightning-bolt"). */
  id: string;
  name: string;
  /** Mana cost such as "{1}{G}{G}"; omitted for lands. */
  cost?: string;
  types: CardType[];
  supertypes?: Supertype[];
  subtypes?: string[];
  /** Explicit colours (colour indicator); otherwise derived from the mana cost (202.2). */
  colors?: Color[];
  power?: number;
  toughness?: number;
  loyalty?: number;
  keywords?: Keyword[];
  abilities?: Ability[];
  /** For instants and sorceries: what the spell does on resolution. */
  spell?: {
    targets?: TargetSpec[];
    effects: Effect[];
    /** Modal spells: choose `choose` of these modes (700.2). */
    modes?: { choose: number; modes: SpellMode[] };
    /** Fireball: costs {N} more for each target beyond the first. */
    extraCostPerTarget?: number;
  };
  /** Characteristic-defining ability for power and toughness (604.3, 613.4a). */
  cda?: Cda;
  /** For Auras: "Enchant …" (303.4). */
  enchant?: TargetSpec;
  /** Rules text override; normally generated from the definition. */
  text?: string;
  /** Flavour-free reminder of where the card's Oracle text comes from, for reviewers. */
  oracle?: string;
}

export type CardDb = ReadonlyMap<string, CardDef>;
