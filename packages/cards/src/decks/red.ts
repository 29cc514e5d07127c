/** Three mono-red decks of the red cards: a Goblin horde, burn, and big Dragons. */
import { build, type Deck } from "./build.ts";

export const red: Deck[] = [
  // Go wide with Goblins and tokens, pump them with Goblin Chieftain, finish with sacrifice damage.
  build("Goblin Horde", "R", [
    [4, "Mogg Fanatic"],
    [2, "Goblin Balloon Brigade"],
    [4, "Goblin Instigator"],
    [3, "Goblin Raider"],
    [2, "Ember Hauler"],
    [4, "Krenko's Command"],
    [4, "Goblin Chieftain"],
    [3, "Hordeling Outburst"],
    [2, "Mudbutton Torchrunner"],
    [4, "Beetleback Chief"],
    [4, "Lightning Bolt"],
    [24, "Mountain"],
  ]),
  // Fast haste creatures and pingers, then point every burn spell at a player's face.
  build("Red Burn", "R", [
    [4, "Hellspark Elemental"],
    [4, "Ball Lightning"],
    [3, "Prodigal Pyromancer"],
    [3, "Fireslinger"],
    [4, "Lightning Bolt"],
    [4, "Lava Spike"],
    [4, "Shock"],
    [4, "Searing Spear"],
    [4, "Lightning Strike"],
    [2, "Rolling Thunder"],
    [2, "Fireball"],
    [22, "Mountain"],
  ]),
  // Ramp with Mind Stone, sweep the early board, then land Dragons.
  build("Red Dragons", "R", [
    [3, "Dragon Hatchling"],
    [4, "Furnace Whelp"],
    [3, "Archwing Dragon"],
    [3, "Volcanic Dragon"],
    [2, "Shivan Dragon"],
    [2, "Thunder Dragon"],
    [2, "Shivan Hellkite"],
    [1, "Rorix Bladewing"],
    [1, "Dragon Mage"],
    [3, "Mind Stone"],
    [3, "Flame Slash"],
    [3, "Lightning Strike"],
    [2, "Fiery Intervention"],
    [2, "Volcanic Fallout"],
    [2, "Slagstorm"],
    [24, "Mountain"],
  ]),
];
