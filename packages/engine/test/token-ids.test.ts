/**
 * 111.4, 111.10: a token's characteristics are those its effect gives it, so a token definition's id names
 * all of them (cards/tokens.ts): tokens of one name that differ are two definitions, the same token made by
 * two cards is one.
 */

import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { characteristics } from "../src/engine/characteristics/characteristics.ts";
import { type CardDb, type CardDef, Game, type TokenSpec, tokenDefsOf, tokenId } from "../src/index.ts";
import { passAnswer, submitOk, takeAction } from "./helpers.ts";

const whiteSoldier: TokenSpec = {
  types: ["Creature"],
  subtypes: ["Soldier"],
  colors: ["W"],
  power: 1,
  toughness: 1,
};
const redSoldier: TokenSpec = {
  types: ["Creature"],
  subtypes: ["Soldier"],
  colors: ["R"],
  power: 2,
  toughness: 2,
  keywords: ["haste"],
};

/** A free sorcery creating one of each of `tokens`. */
function maker(name: string, ...tokens: TokenSpec[]): CardDef {
  return {
    id: name.toLowerCase(),
    name,
    cost: "{0}",
    types: ["Sorcery"],
    spell: { effects: tokens.map((token) => ({ e: "createToken" as const, token, amount: 1 })) },
  };
}

const whiteMaker = maker("Muster", whiteSoldier);
const redMaker = maker("Warband", redSoldier);

/** The pool's cards, `cards` and the token definitions they need. */
const dbOf = (...cards: CardDef[]): CardDb =>
  new Map([...cardDb, ...[...cards, ...tokenDefsOf(cards)].map((d): [string, CardDef] => [d.id, d])]);

describe("111.4: token definition ids", () => {
  it("111.4: two tokens of one name with other characteristics get other ids, and a pool holds both definitions", () => {
    const white = tokenId(whiteSoldier);
    const red = tokenId(redSoldier);
    expect(white).not.toBe(red);
    expect(white).toMatch(/^token-soldier-token-[0-9a-f]{8}$/);
    expect(red).toMatch(/^token-soldier-token-[0-9a-f]{8}$/);
    const db = dbOf(whiteMaker, redMaker);
    expect(db.get(white)).toMatchObject({ name: "Soldier Token", colors: ["W"], power: 1, toughness: 1 });
    expect(db.get(red)).toMatchObject({
      name: "Soldier Token",
      colors: ["R"],
      power: 2,
      keywords: ["haste"],
    });
  });

  it("111.4: a token that differs only in its abilities (111.10a: a Treasure's) gets another id", () => {
    const plain: TokenSpec = { types: ["Artifact"], subtypes: ["Treasure"], colors: [] };
    const treasure: TokenSpec = {
      ...plain,
      abilities: [
        { kind: "mana", cost: { tap: true, sacrificeSelf: true }, produce: ["W", "U", "B", "R", "G"] },
      ],
    };
    expect(tokenId(plain)).not.toBe(tokenId(treasure));
    expect(tokenDefsOf([maker("A", plain), maker("B", treasure)]).map((d) => d.id)).toEqual([
      tokenId(plain),
      tokenId(treasure),
    ]);
  });

  it("the same token from two cards is one definition, whatever the order of the spec's keys", () => {
    const sameAgain: TokenSpec = {
      toughness: 1,
      power: 1,
      colors: ["W"],
      subtypes: ["Soldier"],
      types: ["Creature"],
    };
    expect(tokenId(sameAgain)).toBe(tokenId(whiteSoldier));
    const defs = tokenDefsOf([
      whiteMaker,
      maker("Rally", sameAgain),
      maker("Both", whiteSoldier, redSoldier),
    ]);
    expect(defs.map((d) => d.id)).toEqual([tokenId(whiteSoldier), tokenId(redSoldier)]);
  });

  it("an id is the same on every run and in any pool order: the name and 8 digits of the spec's hash", () => {
    expect(tokenId(whiteSoldier)).toBe("token-soldier-token-a93f8b6f");
    const ids = (cards: CardDef[]) => tokenDefsOf(cards).map((d) => d.id);
    expect(ids([redMaker, whiteMaker]).sort()).toEqual(ids([whiteMaker, redMaker]).sort());
  });

  it("111.2, 111.4: each spell's effect creates the token it describes, by its own definition", () => {
    const db = dbOf(whiteMaker, redMaker);
    const game = Game.fromLayout(db, {
      variant: "duel",
      seed: 1,
      players: [{ name: "A", hand: ["muster", "warband"] }, { name: "B" }],
      start: 0,
      autoPass: false,
    });
    while (game.state.turn.step !== "main1") submitOk(game, passAnswer(game.pending()!));
    for (const name of ["Muster", "Warband"]) {
      takeAction(game, "cast", name);
      while (game.state.stack.length > 0) submitOk(game, passAnswer(game.pending()!));
    }
    const tokens = game.state.battlefield.map((id) => game.state.objects[id]);
    expect(tokens.map((o) => o.card)).toEqual([tokenId(whiteSoldier), tokenId(redSoldier)]);
    expect(
      tokens.map((o) => {
        const c = characteristics(db, game.state, o);
        return [c.name, c.colors, c.power, c.toughness];
      }),
    ).toEqual([
      ["Soldier Token", ["W"], 1, 1],
      ["Soldier Token", ["R"], 2, 2],
    ]);
  });
});

describe("a layout's token named by an id of the earlier form (the name alone)", () => {
  const layout = (db: CardDb) =>
    Game.fromLayout(db, {
      variant: "duel",
      seed: 1,
      players: [{ name: "A", battlefield: [{ card: "token-soldier-token", token: true }] }, { name: "B" }],
    });

  it("stands for the one token definition of that name", () => {
    const game = layout(dbOf(whiteMaker));
    expect(game.state.battlefield.map((id) => game.state.objects[id].card)).toEqual([tokenId(whiteSoldier)]);
  });

  it("111.4: is refused where tokens of that name differ, naming their ids", () => {
    expect(() => layout(dbOf(whiteMaker, redMaker))).toThrow(
      `players[0].battlefield[0].card: "token-soldier-token" is the name of 2 tokens with other characteristics (111.4): name one by its id, "${tokenId(whiteSoldier)}" or "${tokenId(redSoldier)}"`,
    );
  });
});
