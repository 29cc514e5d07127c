/** 111.4: a token's name when its effect names none: its subtypes plus the word "Token". */
import { describe, expect, it } from "vitest";
import { type CardDef, tokenDefsOf } from "../src/index.ts";

const maker: CardDef = {
  id: "maker",
  name: "Maker",
  types: ["Sorcery"],
  spell: {
    effects: [
      {
        e: "createToken",
        amount: 1,
        token: {
          types: ["Creature"],
          subtypes: ["Elf", "Warrior"],
          colors: ["G", "W"],
          power: 1,
          toughness: 1,
        },
      },
    ],
  },
};

describe("token names", () => {
  it("111.4: a token with two subtypes is named after both plus 'Token', in order", () => {
    const [t] = tokenDefsOf([maker]);
    expect(t).toMatchObject({
      id: expect.stringMatching(/^token-elf-warrior-token-[0-9a-f]{8}$/),
      name: "Elf Warrior Token",
      token: true,
    });
    expect(t.subtypes).toEqual(["Elf", "Warrior"]);
  });
});
