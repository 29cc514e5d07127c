/**
 * Ten ready 60-card decks: one mono-coloured deck per colour and five two-colour decks, so every colour
 * appears in three decks. Each deck is written as "count name" pairs and expanded to card ids at load;
 * an unknown name throws.
 */
import { cardDb, cardIdByName } from "./pool.ts";

export interface Deck {
  name: string;
  /** Colour identity as WUBRG letters, e.g. "RW". */
  colors: string;
  /** 60 card ids. */
  cards: string[];
}

type Entry = [count: number, name: string];

function build(name: string, colors: string, entries: Entry[]): Deck {
  const cards: string[] = [];
  for (const [count, cardName] of entries) {
    const id = cardIdByName(cardName);
    if (id === undefined) throw new Error(`deck "${name}": unknown card "${cardName}"`);
    for (let i = 0; i < count; i++) cards.push(id);
  }
  return { name, colors, cards };
}

export const decks: Deck[] = [
  build("White Weenie", "W", [
    [4, "Savannah Lions"],
    [4, "Elite Vanguard"],
    [4, "Youthful Knight"],
    [4, "Silvercoat Lion"],
    [4, "Ajani's Sunstriker"],
    [3, "Benalish Knight"],
    [3, "Assault Griffin"],
    [2, "Serra Angel"],
    [4, "Moment of Heroism"],
    [3, "Pacifism"],
    [3, "Holy Strength"],
    [22, "Plains"],
  ]),
  build("Blue Skies", "U", [
    [2, "Merfolk Looter"],
    [2, "Rootwater Commando"],
    [4, "Wind Drake"],
    [4, "Man-o'-War"],
    [3, "Prodigal Sorcerer"],
    [3, "Snapping Drake"],
    [3, "Air Elemental"],
    [1, "Mahamoti Djinn"],
    [1, "Platinum Angel"],
    [4, "Counterspell"],
    [3, "Essence Scatter"],
    [2, "Control Magic"],
    [1, "Divination"],
    [1, "Time Walk"],
    [2, "Jace Beleren"],
    [24, "Island"],
  ]),
  build("Creatures of the Night", "B", [
    [4, "Typhoid Rats"],
    [4, "Child of Night"],
    [3, "Ravenous Rats"],
    [4, "Vampire Nighthawk"],
    [4, "Hypnotic Specter"],
    [3, "Liliana's Specter"],
    [3, "Bloodhunter Bat"],
    [2, "Vampire Sovereign"],
    [4, "Disfigure"],
    [3, "Murder"],
    [1, "Sign in Blood"],
    [1, "Pestilence"],
    [24, "Swamp"],
  ]),
  build("Red Deck Wins", "R", [
    [2, "Raging Goblin"],
    [2, "Goblin Mountaineer"],
    [4, "Mogg Fanatic"],
    [4, "Borderland Marauder"],
    [4, "Boggart Brute"],
    [2, "Goblin Roughrider"],
    [2, "Juggernaut"],
    [4, "Lightning Bolt"],
    [4, "Shock"],
    [4, "Searing Spear"],
    [2, "Forked Bolt"],
    [2, "Act of Treason"],
    [2, "Fireball"],
    [22, "Mountain"],
  ]),
  build("Green Stompy", "G", [
    [4, "Llanowar Elves"],
    [4, "Elvish Mystic"],
    [4, "Runeclaw Bear"],
    [4, "Garruk's Companion"],
    [4, "Kalonian Tusker"],
    [4, "Centaur Courser"],
    [3, "Spined Wurm"],
    [2, "Colossal Dreadmaw"],
    [4, "Giant Growth"],
    [2, "Titanic Growth"],
    [2, "Aggressive Urge"],
    [23, "Forest"],
  ]),
  build("Boros Blitz", "RW", [
    [4, "Boros Swiftblade"],
    [4, "Youthful Knight"],
    [4, "Glory Seeker"],
    [4, "Skyknight Legionnaire"],
    [3, "Boggart Brute"],
    [2, "Serra Angel"],
    [4, "Lightning Helix"],
    [4, "Boros Charm"],
    [4, "Lightning Bolt"],
    [3, "Brute Force"],
    [2, "Pacifism"],
    [4, "Plateau"],
    [9, "Mountain"],
    [9, "Plains"],
  ]),
  build("Dimir Control", "UB", [
    [4, "Baleful Strix"],
    [4, "Vampire Nighthawk"],
    [3, "Man-o'-War"],
    [2, "Vampire Sovereign"],
    [2, "Mahamoti Djinn"],
    [4, "Counterspell"],
    [4, "Murder"],
    [2, "Essence Scatter"],
    [2, "Last Gasp"],
    [2, "Repulse"],
    [2, "Sign in Blood"],
    [2, "Jace Beleren"],
    [1, "Concentrate"],
    [2, "Phyrexian Arena"],
    [4, "Underground Sea"],
    [10, "Island"],
    [10, "Swamp"],
  ]),
  build("Rakdos Raiders", "BR", [
    [4, "Mogg Fanatic"],
    [4, "Vampire Interloper"],
    [4, "Child of Night"],
    [3, "Hypnotic Specter"],
    [4, "Boggart Brute"],
    [3, "Flametongue Kavu"],
    [4, "Terminate"],
    [3, "Dreadbore"],
    [4, "Lightning Bolt"],
    [2, "Unholy Strength"],
    [2, "Flame Rift"],
    [4, "Badlands"],
    [10, "Swamp"],
    [9, "Mountain"],
  ]),
  build("Simic Tempo", "GU", [
    [4, "Llanowar Elves"],
    [4, "Ambush Viper"],
    [4, "Centaur Courser"],
    [4, "Wind Drake"],
    [3, "Giant Spider"],
    [3, "Snapping Drake"],
    [2, "Craw Wurm"],
    [4, "Simic Charm"],
    [3, "Counterspell"],
    [3, "Unsummon"],
    [2, "Divination"],
    [4, "Tropical Island"],
    [10, "Forest"],
    [10, "Island"],
  ]),
  build("Selesnya Guardians", "GW", [
    [4, "Elvish Mystic"],
    [4, "Watchwolf"],
    [4, "Silvercoat Lion"],
    [3, "Deadly Recluse"],
    [4, "Trained Armodon"],
    [3, "Siege Mastodon"],
    [2, "Serra Angel"],
    [2, "Colossal Dreadmaw"],
    [4, "Giant Growth"],
    [3, "Pacifism"],
    [2, "Angelic Gift"],
    [2, "Moment of Heroism"],
    [4, "Savannah"],
    [10, "Forest"],
    [9, "Plains"],
  ]),
];

/** The deck with this name, ignoring case. */
export function deckByName(name: string): Deck | undefined {
  const lower = name.toLowerCase();
  return decks.find((d) => d.name.toLowerCase() === lower);
}

/** A readable list, one line per card in first-appearance order: "4 Lightning Bolt". */
export function deckList(deck: Deck): string {
  const counts = new Map<string, number>();
  for (const id of deck.cards) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, n]) => `${n} ${cardDb.get(id)?.name ?? id}`).join("\n");
}
