/**
 * Three mono-white decks built from the white theme files: a go-wide token deck, a life-gain deck that wins
 * with Test of Endurance, and Knights and Soldiers with their lords and Bonesplitter.
 */
import { build, type Deck } from "./build.ts";

export const white: Deck[] = [
  build("White Tokens", "W", [
    [4, "Doomed Traveler"],
    [4, "Raise the Alarm"],
    [2, "Veteran Armorsmith"],
    [4, "Attended Knight"],
    [3, "Midnight Haunting"],
    [2, "Field Marshal"],
    [3, "Glorious Anthem"],
    [2, "Secure the Wastes"],
    [2, "Call the Cavalry"],
    [2, "Goldnight Commander"],
    [2, "Geist-Honored Monk"],
    [2, "Cathars' Crusade"],
    [2, "Dictate of Heliod"],
    [2, "Captain of the Watch"],
    [24, "Plains"],
  ]),
  build("Test of Endurance", "W", [
    [4, "Soul Warden"],
    [3, "Soul's Attendant"],
    [3, "Cathedral Sanctifier"],
    [3, "Ajani's Welcome"],
    [3, "Suture Priest"],
    [4, "Lone Missionary"],
    [2, "Nyx-Fleece Ram"],
    [2, "Wall of Omens"],
    [3, "Venerable Monk"],
    [2, "Healer of the Pride"],
    [2, "Test of Endurance"],
    [2, "Angel of Mercy"],
    [2, "Serra Angel"],
    [1, "Beacon of Immortality"],
    [24, "Plains"],
  ]),
  build("Knights and Soldiers", "W", [
    [3, "Bonesplitter"],
    [4, "Fencing Ace"],
    [3, "Youthful Knight"],
    [4, "Veteran Armorsmith"],
    [2, "Raise the Alarm"],
    [2, "Journey to Nowhere"],
    [4, "Field Marshal"],
    [3, "Knight Exemplar"],
    [3, "Veteran Swordsmith"],
    [3, "Attended Knight"],
    [2, "Benalish Marshal"],
    [1, "Glorious Anthem"],
    [3, "Kinsbaile Cavalier"],
    [23, "Plains"],
  ]),
];
