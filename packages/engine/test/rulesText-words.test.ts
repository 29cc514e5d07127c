/** The generator's words: the article a noun takes by its sound, not its letter ("a Unicorn", "an untapped …"). */
import { describe, expect, it } from "vitest";
import { withArticle } from "../src/cards/rulesText/phrasing/words.ts";

describe("rules text: articles", () => {
  it("'an' before a vowel sound, 'a' before a consonant sound — a vowel letter sounded as a consonant too", () => {
    const said = [
      "Elf",
      "untapped creature",
      "artifact or creature",
      "Ouphe",
      "uninvited guest",
      "Goblin",
    ].map(withArticle);
    expect(said).toEqual([
      "an Elf",
      "an untapped creature",
      "an artifact or creature",
      "an Ouphe",
      "an uninvited guest",
      "a Goblin",
    ]);
    expect(["Unicorn", "Eurypterid", "one-eyed Giant", "Unit"].map(withArticle)).toEqual([
      "a Unicorn",
      "a Eurypterid",
      "a one-eyed Giant",
      "a Unit",
    ]);
  });
});
