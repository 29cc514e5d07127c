/**
 * 111.4: every token the pool can make, by the card that makes it, checked against the card's Oracle text:
 * a token whose effect names no name is named after its subtypes plus the word "Token".
 */
import { type CardDef, type TokenSpec, tokenId } from "@roundtable/engine";
import { describe, expect, it } from "vitest";
import { allCards, cardDb, tokens } from "../src/index.ts";

/** Every "create … token" spec anywhere in a card's definition (spells, modes, abilities). */
function tokenSpecs(value: unknown): TokenSpec[] {
  if (Array.isArray(value)) return value.flatMap(tokenSpecs);
  if (typeof value !== "object" || value === null) return [];
  const o = value as Record<string, unknown>;
  if (o.e === "createToken") return [o.token as TokenSpec];
  return Object.values(o).flatMap(tokenSpecs);
}

function summary(t: CardDef) {
  return {
    name: t.name,
    types: t.types,
    subtypes: t.subtypes ?? [],
    colors: t.colors ?? [],
    pt: t.power === undefined ? null : `${t.power}/${t.toughness}`,
    keywords: t.keywords ?? [],
  };
}

describe("111.4: the tokens of the card pool", () => {
  it("111.4: each token-making card makes the token its Oracle text describes, named after its subtypes", () => {
    const made = allCards.flatMap((c) =>
      tokenSpecs(c).map((spec) => ({ card: c.name, ...summary(cardDb.get(tokenId(spec))!) })),
    );
    expect(made).toEqual([
      // "{1}{W}: Create a 4/4 white Angel creature token with flying. …"
      {
        card: "Luminarch Ascension",
        name: "Angel Token",
        types: ["Creature"],
        subtypes: ["Angel"],
        colors: ["W"],
        pt: "4/4",
        keywords: ["flying"],
      },
      // White token makers (packages/cards/src/white/tokens.ts): "create two 1/1 white Soldier creature tokens", …
      {
        card: "Generous Gift",
        name: "Elephant Token",
        types: ["Creature"],
        subtypes: ["Elephant"],
        colors: ["G"],
        pt: "3/3",
        keywords: [],
      },
      {
        card: "Stroke of Midnight",
        name: "Human Token",
        types: ["Creature"],
        subtypes: ["Human"],
        colors: ["W"],
        pt: "1/1",
        keywords: [],
      },
      {
        card: "Raise the Alarm",
        name: "Soldier Token",
        types: ["Creature"],
        subtypes: ["Soldier"],
        colors: ["W"],
        pt: "1/1",
        keywords: [],
      },
      {
        card: "Midnight Haunting",
        name: "Spirit Token",
        types: ["Creature"],
        subtypes: ["Spirit"],
        colors: ["W"],
        pt: "1/1",
        keywords: ["flying"],
      },
      {
        card: "Secure the Wastes",
        name: "Warrior Token",
        types: ["Creature"],
        subtypes: ["Warrior"],
        colors: ["W"],
        pt: "1/1",
        keywords: [],
      },
      {
        card: "Call the Cavalry",
        name: "Knight Token",
        types: ["Creature"],
        subtypes: ["Knight"],
        colors: ["W"],
        pt: "2/2",
        keywords: ["vigilance"],
      },
      {
        card: "Icatian Town",
        name: "Citizen Token",
        types: ["Creature"],
        subtypes: ["Citizen"],
        colors: ["W"],
        pt: "1/1",
        keywords: [],
      },
      {
        card: "Attended Knight",
        name: "Soldier Token",
        types: ["Creature"],
        subtypes: ["Soldier"],
        colors: ["W"],
        pt: "1/1",
        keywords: [],
      },
      {
        card: "Captain of the Watch",
        name: "Soldier Token",
        types: ["Creature"],
        subtypes: ["Soldier"],
        colors: ["W"],
        pt: "1/1",
        keywords: [],
      },
      {
        card: "Geist-Honored Monk",
        name: "Spirit Token",
        types: ["Creature"],
        subtypes: ["Spirit"],
        colors: ["W"],
        pt: "1/1",
        keywords: ["flying"],
      },
      {
        card: "Doomed Traveler",
        name: "Spirit Token",
        types: ["Creature"],
        subtypes: ["Spirit"],
        colors: ["W"],
        pt: "1/1",
        keywords: ["flying"],
      },
      {
        card: "Paladin of the Bloodstained",
        name: "Vampire Token",
        types: ["Creature"],
        subtypes: ["Vampire"],
        colors: ["W"],
        pt: "1/1",
        keywords: ["lifelink"],
      },
      // "… create a 1/1 white Soldier creature token for each numbers vote." (701.38)
      {
        card: "Lieutenants of the Guard",
        name: "Soldier Token",
        types: ["Creature"],
        subtypes: ["Soldier"],
        colors: ["W"],
        pt: "1/1",
        keywords: [],
      },
      // "When this enchantment enters, create a 1/1 white Human Soldier creature token."
      {
        card: "Bastion of Remembrance",
        name: "Human Soldier Token",
        types: ["Creature"],
        subtypes: ["Human", "Soldier"],
        colors: ["W"],
        pt: "1/1",
        keywords: [],
      },
      // "When this creature dies, create two 2/2 black Zombie creature tokens."
      {
        card: "Maalfeld Twins",
        name: "Zombie Token",
        types: ["Creature"],
        subtypes: ["Zombie"],
        colors: ["B"],
        pt: "2/2",
        keywords: [],
      },
      // "When this creature dies, create a 2/2 black Zombie creature token."
      {
        card: "Doomed Dissenter",
        name: "Zombie Token",
        types: ["Creature"],
        subtypes: ["Zombie"],
        colors: ["B"],
        pt: "2/2",
        keywords: [],
      },
      // "When this creature dies, create a 1/1 green Saproling creature token."
      {
        card: "Deathbloom Thallid",
        name: "Saproling Token",
        types: ["Creature"],
        subtypes: ["Saproling"],
        colors: ["G"],
        pt: "1/1",
        keywords: [],
      },
      // "Target creature gets -1/-1 until end of turn. Create a 1/1 green Saproling creature token."
      {
        card: "Fungal Infection",
        name: "Saproling Token",
        types: ["Creature"],
        subtypes: ["Saproling"],
        colors: ["G"],
        pt: "1/1",
        keywords: [],
      },
      // "{5}{R}{R}: Create a 5/5 red Dragon creature token with flying."
      {
        card: "Dragon Roost",
        name: "Dragon Token",
        types: ["Creature"],
        subtypes: ["Dragon"],
        colors: ["R"],
        pt: "5/5",
        keywords: ["flying"],
      },
      // "Create … 1/1 red Goblin creature token(s)."
      {
        card: "Krenko's Command",
        name: "Goblin Token",
        types: ["Creature"],
        subtypes: ["Goblin"],
        colors: ["R"],
        pt: "1/1",
        keywords: [],
      },
      // "Create … 1/1 red Goblin creature token(s)."
      {
        card: "Dragon Fodder",
        name: "Goblin Token",
        types: ["Creature"],
        subtypes: ["Goblin"],
        colors: ["R"],
        pt: "1/1",
        keywords: [],
      },
      // "Create … 1/1 red Goblin creature token(s)."
      {
        card: "Hordeling Outburst",
        name: "Goblin Token",
        types: ["Creature"],
        subtypes: ["Goblin"],
        colors: ["R"],
        pt: "1/1",
        keywords: [],
      },
      // "Create … 1/1 red Goblin creature token(s)."
      {
        card: "Goblin Rally",
        name: "Goblin Token",
        types: ["Creature"],
        subtypes: ["Goblin"],
        colors: ["R"],
        pt: "1/1",
        keywords: [],
      },
      // "Create … 1/1 red Goblin creature token(s)."
      {
        card: "Goblin Instigator",
        name: "Goblin Token",
        types: ["Creature"],
        subtypes: ["Goblin"],
        colors: ["R"],
        pt: "1/1",
        keywords: [],
      },
      // "Create … 1/1 red Goblin creature token(s)."
      {
        card: "Beetleback Chief",
        name: "Goblin Token",
        types: ["Creature"],
        subtypes: ["Goblin"],
        colors: ["R"],
        pt: "1/1",
        keywords: [],
      },
      // "Create … 1/1 red Goblin creature token(s)."
      {
        card: "Empty the Warrens",
        name: "Goblin Token",
        types: ["Creature"],
        subtypes: ["Goblin"],
        colors: ["R"],
        pt: "1/1",
        keywords: [],
      },
      // "Whenever you cast an instant or sorcery spell, create a 1/1 red Elemental creature token."
      {
        card: "Young Pyromancer",
        name: "Elemental Token",
        types: ["Creature"],
        subtypes: ["Elemental"],
        colors: ["R"],
        pt: "1/1",
        keywords: [],
      },
      // "{T}: Create X 1/1 red Goblin creature tokens, where X is the number of Goblins you control."
      {
        card: "Krenko, Mob Boss",
        name: "Goblin Token",
        types: ["Creature"],
        subtypes: ["Goblin"],
        colors: ["R"],
        pt: "1/1",
        keywords: [],
      },
      // "Create a 1/1 green Saproling creature token."
      {
        card: "Sprout",
        name: "Saproling Token",
        types: ["Creature"],
        subtypes: ["Saproling"],
        colors: ["G"],
        pt: "1/1",
        keywords: [],
      },
      // "Create a 1/1 green Saproling creature token for each card in your hand."
      {
        card: "Spontaneous Generation",
        name: "Saproling Token",
        types: ["Creature"],
        subtypes: ["Saproling"],
        colors: ["G"],
        pt: "1/1",
        keywords: [],
      },
      // "Create a 2/2 green Wolf creature token for each Forest you control."
      {
        card: "Howl of the Night Pack",
        name: "Wolf Token",
        types: ["Creature"],
        subtypes: ["Wolf"],
        colors: ["G"],
        pt: "2/2",
        keywords: [],
      },
      // "When this creature leaves the battlefield, create a 3/3 green Beast creature token."
      {
        card: "Thragtusk",
        name: "Beast Token",
        types: ["Creature"],
        subtypes: ["Beast"],
        colors: ["G"],
        pt: "3/3",
        keywords: [],
      },
      // "At the beginning of each upkeep, create a 1/1 green Saproling creature token."
      {
        card: "Verdant Force",
        name: "Saproling Token",
        types: ["Creature"],
        subtypes: ["Saproling"],
        colors: ["G"],
        pt: "1/1",
        keywords: [],
      },
      // "… create four 1/1 green Insect creature tokens with flying and deathtouch."
      {
        card: "Hornet Queen",
        name: "Insect Token",
        types: ["Creature"],
        subtypes: ["Insect"],
        colors: ["G"],
        pt: "1/1",
        keywords: ["flying", "deathtouch"],
      },
      // "{G}, {T}: Create a 1/1 green Elf Warrior creature token."
      {
        card: "Imperious Perfect",
        name: "Elf Warrior Token",
        types: ["Creature"],
        subtypes: ["Elf", "Warrior"],
        colors: ["G"],
        pt: "1/1",
        keywords: [],
      },
      // "When this creature dies, create a 1/1 green Saproling creature token."
      {
        card: "Tukatongue Thallid",
        name: "Saproling Token",
        types: ["Creature"],
        subtypes: ["Saproling"],
        colors: ["G"],
        pt: "1/1",
        keywords: [],
      },
      // "{2}{G}: Create a 1/1 green Saproling creature token."
      {
        card: "Jade Mage",
        name: "Saproling Token",
        types: ["Creature"],
        subtypes: ["Saproling"],
        colors: ["G"],
        pt: "1/1",
        keywords: [],
      },
      // "• Each opponent creates five 2/2 black Zombie creature tokens."
      {
        card: "Captive Audience",
        name: "Zombie Token",
        types: ["Creature"],
        subtypes: ["Zombie"],
        colors: ["B"],
        pt: "2/2",
        keywords: [],
      },
      // "When this creature enters, create a 5/5 green Wurm creature token with trample."
      {
        card: "Armada Wurm",
        name: "Wurm Token",
        types: ["Creature"],
        subtypes: ["Wurm"],
        colors: ["G"],
        pt: "5/5",
        keywords: ["trample"],
      },
      // "… if an opponent is the monarch, create a 1/1 black Assassin creature token with deathtouch and haste."
      {
        card: "Queen Marchesa",
        name: "Assassin Token",
        types: ["Creature"],
        subtypes: ["Assassin"],
        colors: ["B"],
        pt: "1/1",
        keywords: ["deathtouch", "haste"],
      },
      // Prosper, Tome-Bound (multicolor/playFromExile.ts): "Whenever you play a card from exile, create a Treasure token."
      {
        card: "Prosper, Tome-Bound",
        name: "Treasure Token",
        types: ["Artifact"],
        subtypes: ["Treasure"],
        colors: [],
        pt: null,
        keywords: [],
      },
      // "… that creature's controller creates a 1/1 colorless Myr artifact creature token."
      {
        card: "Genesis Chamber",
        name: "Myr Token",
        types: ["Artifact", "Creature"],
        subtypes: ["Myr"],
        colors: [],
        pt: "1/1",
        keywords: [],
      },
      // Hybrid cards (packages/cards/src/hybrid.ts): "Create three 1/1 white Spirit creature tokens with flying.",
      // "{3}{G}: Create a 1/1 green Saproling creature token.", and Creakwood Liege's "you may create a 1/1 black
      // and green Worm creature token" — a token made inside "you may" has its definition too.
      {
        card: "Spectral Procession",
        name: "Spirit Token",
        types: ["Creature"],
        subtypes: ["Spirit"],
        colors: ["W"],
        pt: "1/1",
        keywords: ["flying"],
      },
      {
        card: "Selesnya Guildmage",
        name: "Saproling Token",
        types: ["Creature"],
        subtypes: ["Saproling"],
        colors: ["G"],
        pt: "1/1",
        keywords: [],
      },
      {
        card: "Creakwood Liege",
        name: "Worm Token",
        types: ["Creature"],
        subtypes: ["Worm"],
        colors: ["B", "G"],
        pt: "1/1",
        keywords: [],
      },
      // Kicker (packages/cards/src/kicker.ts): "if it was kicked, create two 1/1 white Soldier creature tokens"
      {
        card: "Sergeant-at-Arms",
        name: "Soldier Token",
        types: ["Creature"],
        subtypes: ["Soldier"],
        colors: ["W"],
        pt: "1/1",
        keywords: [],
      },
      // Multikicker (packages/cards/src/multikicker.ts): "create a 2/2 green Wolf creature token for each time it was kicked"
      {
        card: "Wolfbriar Elemental",
        name: "Wolf Token",
        types: ["Creature"],
        subtypes: ["Wolf"],
        colors: ["G"],
        pt: "2/2",
        keywords: [],
      },
      // Flashback (packages/cards/src/flashback.ts): "Create two 1/1 white Spirit creature tokens with flying.",
      // "Create two 2/2 black Zombie creature tokens.", "Create a 3/3 green Elephant creature token.", "Create a 1/1
      // green Squirrel creature token." and "Create two 1/1 green Squirrel creature tokens."
      {
        card: "Lingering Souls",
        name: "Spirit Token",
        types: ["Creature"],
        subtypes: ["Spirit"],
        colors: ["W"],
        pt: "1/1",
        keywords: ["flying"],
      },
      {
        card: "Moan of the Unhallowed",
        name: "Zombie Token",
        types: ["Creature"],
        subtypes: ["Zombie"],
        colors: ["B"],
        pt: "2/2",
        keywords: [],
      },
      {
        card: "Call of the Herd",
        name: "Elephant Token",
        types: ["Creature"],
        subtypes: ["Elephant"],
        colors: ["G"],
        pt: "3/3",
        keywords: [],
      },
      {
        card: "Chatter of the Squirrel",
        name: "Squirrel Token",
        types: ["Creature"],
        subtypes: ["Squirrel"],
        colors: ["G"],
        pt: "1/1",
        keywords: [],
      },
      {
        card: "Acorn Harvest",
        name: "Squirrel Token",
        types: ["Creature"],
        subtypes: ["Squirrel"],
        colors: ["G"],
        pt: "1/1",
        keywords: [],
      },
      // Sacrifice costs (packages/cards/src/sacrificeCosts.ts): "create three 1/1 red Goblin creature tokens" and
      // "create a Treasure token" (111.10a)
      {
        card: "Siege-Gang Commander",
        name: "Goblin Token",
        types: ["Creature"],
        subtypes: ["Goblin"],
        colors: ["R"],
        pt: "1/1",
        keywords: [],
      },
      {
        card: "Deadly Dispute",
        name: "Treasure Token",
        types: ["Artifact"],
        subtypes: ["Treasure"],
        colors: [],
        pt: null,
        keywords: [],
      },
      {
        card: "Seize the Spoils",
        name: "Treasure Token",
        types: ["Artifact"],
        subtypes: ["Treasure"],
        colors: [],
        pt: null,
        keywords: [],
      },
      // Tap costs (packages/cards/src/tapCosts.ts): "Create two 1/1 white Bird creature tokens with flying.", "Create a
      // 1/1 green Saproling creature token." and "create three 1/1 white Kithkin Soldier creature tokens"
      {
        card: "Battle Screech",
        name: "Bird Token",
        types: ["Creature"],
        subtypes: ["Bird"],
        colors: ["W"],
        pt: "1/1",
        keywords: ["flying"],
      },
      {
        card: "Selesnya Evangel",
        name: "Saproling Token",
        types: ["Creature"],
        subtypes: ["Saproling"],
        colors: ["G"],
        pt: "1/1",
        keywords: [],
      },
      {
        card: "Cloudgoat Ranger",
        name: "Kithkin Soldier Token",
        types: ["Creature"],
        subtypes: ["Kithkin", "Soldier"],
        colors: ["W"],
        pt: "1/1",
        keywords: [],
      },
      // Graveyard counts (packages/cards/src/graveyardCounts.ts): "Create a 1/2 green Spider creature token with reach
      // for each creature card in your graveyard."
      {
        card: "Spider Spawning",
        name: "Spider Token",
        types: ["Creature"],
        subtypes: ["Spider"],
        colors: ["G"],
        pt: "1/2",
        keywords: ["reach"],
      },
      // Keyword actions (packages/cards/src/keywordActions.ts): "Create a Food token." (111.10b)
      {
        card: "Bake into a Pie",
        name: "Food Token",
        types: ["Artifact"],
        subtypes: ["Food"],
        colors: [],
        pt: null,
        keywords: [],
      },
      {
        card: "Fell the Pheasant",
        name: "Food Token",
        types: ["Artifact"],
        subtypes: ["Food"],
        colors: [],
        pt: null,
        keywords: [],
      },
      // Multiplayer mechanics (packages/cards/src/multiplayerMechanics.ts): "create X 1/1 red Elemental creature tokens
      // with haste" (a tempting offer) — the name of Young Pyromancer's 1/1 red Elemental too (111.4)
      {
        card: "Tempt with Vengeance",
        name: "Elemental Token",
        types: ["Creature"],
        subtypes: ["Elemental"],
        colors: ["R"],
        pt: "1/1",
        keywords: ["haste"],
      },
      // "Each player creates X 1/1 white Soldier creature tokens" (join forces)
      {
        card: "Alliance of Arms",
        name: "Soldier Token",
        types: ["Creature"],
        subtypes: ["Soldier"],
        colors: ["W"],
        pt: "1/1",
        keywords: [],
      },
      // "For each nonland card revealed this way, you create a 3/3 green Elephant creature token" (parley)
      {
        card: "Selvala's Charge",
        name: "Elephant Token",
        types: ["Creature"],
        subtypes: ["Elephant"],
        colors: ["G"],
        pt: "3/3",
        keywords: [],
      },
      // "… create a 1/1 white Spirit creature token with flying" (parley)
      {
        card: "Rousing of Souls",
        name: "Spirit Token",
        types: ["Creature"],
        subtypes: ["Spirit"],
        colors: ["W"],
        pt: "1/1",
        keywords: ["flying"],
      },
      // Tokens sharing a name with others (packages/cards/src/sharedTokenNames.ts): "Create a 7/7 green Elemental
      // creature token with trample."
      {
        card: "Voice of the Woods",
        name: "Elemental Token",
        types: ["Creature"],
        subtypes: ["Elemental"],
        colors: ["G"],
        pt: "7/7",
        keywords: ["trample"],
      },
      // "Create a 6/6 green Wurm creature token."
      {
        card: "Roar of the Wurm",
        name: "Wurm Token",
        types: ["Creature"],
        subtypes: ["Wurm"],
        colors: ["G"],
        pt: "6/6",
        keywords: [],
      },
      // "Create a 4/4 green Beast creature token."
      {
        card: "Beast Attack",
        name: "Beast Token",
        types: ["Creature"],
        subtypes: ["Beast"],
        colors: ["G"],
        pt: "4/4",
        keywords: [],
      },
      // "Landfall — Whenever a land you control enters, you may create a 4/4 green Beast creature token."
      {
        card: "Rampaging Baloths",
        name: "Beast Token",
        types: ["Creature"],
        subtypes: ["Beast"],
        colors: ["G"],
        pt: "4/4",
        keywords: [],
      },
      // "Landfall — Whenever a land you control enters, you may create a 1/1 white Bird creature token with flying."
      {
        card: "Emeria Angel",
        name: "Bird Token",
        types: ["Creature"],
        subtypes: ["Bird"],
        colors: ["W"],
        pt: "1/1",
        keywords: ["flying"],
      },
      // "Constellation — … create a 2/2 white Pegasus creature token with flying."
      {
        card: "Archon of Sun's Grace",
        name: "Pegasus Token",
        types: ["Creature"],
        subtypes: ["Pegasus"],
        colors: ["W"],
        pt: "2/2",
        keywords: ["flying"],
      },
      // "Destroy target permanent. Its controller creates a 3/3 green Beast creature token."
      {
        card: "Beast Within",
        name: "Beast Token",
        types: ["Creature"],
        subtypes: ["Beast"],
        colors: ["G"],
        pt: "3/3",
        keywords: [],
      },
      // "Counter target noncreature spell. Its controller creates a 2/2 blue Bird creature token with flying."
      {
        card: "Swan Song",
        name: "Bird Token",
        types: ["Creature"],
        subtypes: ["Bird"],
        colors: ["U"],
        pt: "2/2",
        keywords: ["flying"],
      },
      // "Destroy target creature. It can't be regenerated. That creature's controller creates a 3/3 green Frog Lizard creature token."
      {
        card: "Rapid Hybridization",
        name: "Frog Lizard Token",
        types: ["Creature"],
        subtypes: ["Frog", "Lizard"],
        colors: ["G"],
        pt: "3/3",
        keywords: [],
      },
      // "… That creature's controller creates a 3/3 green Ape creature token."
      {
        card: "Pongify",
        name: "Ape Token",
        types: ["Creature"],
        subtypes: ["Ape"],
        colors: ["G"],
        pt: "3/3",
        keywords: [],
      },
      // "Whenever an opponent draws a card, that player may pay {2}. If they don't, you create a Treasure token." (111.10a)
      {
        card: "Smothering Tithe",
        name: "Treasure Token",
        types: ["Artifact"],
        subtypes: ["Treasure"],
        colors: [],
        pt: null,
        keywords: [],
      },
      // "When this creature enters, create X Treasure tokens, …"
      {
        card: "Dockside Extortionist",
        name: "Treasure Token",
        types: ["Artifact"],
        subtypes: ["Treasure"],
        colors: [],
        pt: null,
        keywords: [],
      },
      // "{2}{W}: Create a 1/1 white Warrior creature token."
      {
        card: "Blaring Recruiter",
        name: "Warrior Token",
        types: ["Creature"],
        subtypes: ["Warrior"],
        colors: ["W"],
        pt: "1/1",
        keywords: [],
      },
    ]);
  });

  it("111.4: the pool's token definitions are exactly those tokens, each a token with a 111.4 name", () => {
    const defs = tokens.filter((t) => t.id.startsWith("token-"));
    expect(defs.map((t) => t.name).sort()).toEqual([
      "Angel Token",
      "Ape Token", // Pongify's
      "Assassin Token",
      "Beast Token",
      "Beast Token", // Beast Attack's 4/4 (and another's 3/3): one name, other characteristics (111.4)
      "Bird Token",
      "Bird Token", // Swan Song's 2/2 blue (and another's 1/1 white): one name, other characteristics (111.4)
      "Citizen Token",
      "Clue Token", // investigate (701.16): a predefined token (111.10f)
      "Dragon Token",
      "Elemental Token",
      "Elemental Token", // Tempt with Vengeance's, with haste
      "Elemental Token", // Voice of the Woods's 7/7 with trample
      "Elephant Token",
      "Elf Warrior Token",
      "Food Token", // a predefined token (111.10b)
      "Frog Lizard Token", // Rapid Hybridization's
      "Goat Token",
      "Goblin Token",
      "Golem Token", // The Iron Guardian Stirs (a scheme, 314)
      "Horror Token", // There Is No Refuge (a scheme, 314)
      "Human Soldier Token",
      "Human Token",
      "Insect Token",
      "Kithkin Soldier Token",
      "Knight Token",
      "Myr Token",
      "Pegasus Token",
      "Saproling Token",
      "Skeleton Token", // the Undercity's Catacombs (309)
      "Sliver Token", // Sliver Queen Brood Mother (a vanguard, 313)
      "Soldier Token",
      "Spider Token",
      "Spirit Token",
      "Squirrel Token",
      "Treasure Token", // the Undercity's Stash: a predefined token (111.10a)
      "Vampire Token",
      "Warrior Token",
      "Wolf Token",
      "Worm Token", // Creakwood Liege, made inside "you may"
      "Wurm Token",
      "Wurm Token", // Roar of the Wurm's 6/6 (and Armada Wurm's 5/5 with trample)
      "Zombie Token",
    ]);
    for (const t of defs) {
      expect(t.token).toBe(true);
      expect(t.name).toBe([...(t.subtypes ?? []), "Token"].join(" "));
    }
  });
});
