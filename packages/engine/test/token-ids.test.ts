/**
 * 111.4, 111.10: a token's characteristics are those its effect gives it, so a token definition's id names
 * all of them (cards/tokens.ts): tokens of one name that differ are two definitions, the same token made by
 * two cards is one. 114.3: the same for emblems, whose characteristics are their abilities alone.
 */

import { cardDb } from "@roundtable/cards";
import { describe, expect, it } from "vitest";
import { type EmblemSpec, emblemId } from "../src/cards/tokens.ts";
import { characteristics } from "../src/engine/characteristics/characteristics.ts";
import {
  type CardDb,
  type CardDef,
  type Effect,
  Game,
  type TokenSpec,
  tokenDefsOf,
  tokenId,
} from "../src/index.ts";
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

/** A free sorcery with `effects`. */
function sorcery(name: string, effects: Effect[]): CardDef {
  return { id: name.toLowerCase(), name, cost: "{0}", types: ["Sorcery"], spell: { effects } };
}

/** A free sorcery creating one of each of `tokens`. */
const maker = (name: string, ...tokens: TokenSpec[]): CardDef =>
  sorcery(
    name,
    tokens.map((token) => ({ e: "createToken", token, amount: 1 })),
  );

const whiteMaker = maker("Muster", whiteSoldier);
const redMaker = maker("Warband", redSoldier);

/** The pool's cards, `cards` and the token definitions they need. */
const dbOf = (...cards: CardDef[]): CardDb =>
  new Map([...cardDb, ...[...cards, ...tokenDefsOf(cards)].map((d): [string, CardDef] => [d.id, d])]);

/** A duel in which A casts each of `spells` (free sorceries in hand) in their first main phase, in order. */
function castInTurn(db: CardDb, ...spells: CardDef[]): Game {
  const game = Game.fromLayout(db, {
    variant: "duel",
    seed: 1,
    players: [{ name: "A", hand: spells.map((c) => c.id) }, { name: "B" }],
    start: 0,
    autoPass: false,
  });
  while (game.state.turn.step !== "main1") submitOk(game, passAnswer(game.pending()!));
  for (const spell of spells) {
    takeAction(game, "cast", spell.name);
    while (game.state.stack.length > 0) submitOk(game, passAnswer(game.pending()!));
  }
  return game;
}

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
    const game = castInTurn(db, whiteMaker, redMaker);
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

/** An emblem whose static ability lets each opponent untap at most `n` permanents (Dovin Baan's, 114.2). */
const untapEmblem = (n: number): EmblemSpec => ({
  name: "Warden's emblem",
  abilities: [{ kind: "static", effect: { s: "opponentsUntapLimit", n } }],
});
const twoUntaps = untapEmblem(2);
const oneUntap = untapEmblem(1);

/** A free sorcery whose controller gets `emblem` (114.2). */
const emblemMaker = (name: string, emblem: EmblemSpec): CardDef =>
  sorcery(name, [{ e: "emblem", ...emblem }]);

const lenient = emblemMaker("Leniency", twoUntaps);
const strict = emblemMaker("Strictness", oneUntap);

describe("114.3: emblem definition ids", () => {
  it("114.3: two cards' emblems of one name with other abilities get other ids, and a pool holds both definitions", () => {
    const two = emblemId(twoUntaps);
    const one = emblemId(oneUntap);
    expect(two).not.toBe(one);
    expect(two).toMatch(/^emblem-wardens-emblem-[0-9a-f]{8}$/);
    expect(one).toMatch(/^emblem-wardens-emblem-[0-9a-f]{8}$/);
    const db = dbOf(lenient, strict);
    expect(db.get(two)).toEqual({ id: two, token: true, types: [], ...twoUntaps });
    expect(db.get(one)).toEqual({ id: one, token: true, types: [], ...oneUntap });
  });

  it("the same emblem from two cards is one definition", () => {
    const again = untapEmblem(2);
    expect(emblemId(again)).toBe(emblemId(twoUntaps));
    const defs = tokenDefsOf([lenient, emblemMaker("Leniency Again", again), strict]);
    expect(defs.map((d) => d.id)).toEqual([emblemId(twoUntaps), emblemId(oneUntap)]);
  });

  it("114.2: each spell gives its controller the emblem it describes, by its own definition", () => {
    const db = dbOf(lenient, strict);
    const game = castInTurn(db, lenient, strict);
    const command = game.state.players[0].command.map((id) => game.state.objects[id].card);
    expect(command).toEqual([emblemId(twoUntaps), emblemId(oneUntap)]);
    expect(command.map((id) => db.get(id)?.abilities)).toEqual([twoUntaps.abilities, oneUntap.abilities]);
  });
});

describe("a layout's emblem named by an id of the earlier form (the name alone)", () => {
  const layout = (db: CardDb) =>
    Game.fromLayout(db, {
      variant: "duel",
      seed: 1,
      players: [{ name: "A", command: ["emblem-wardens-emblem"] }, { name: "B" }],
    });

  it("stands for the one emblem definition of that name", () => {
    const game = layout(dbOf(lenient));
    const s = game.state;
    expect(s.players[0].command.map((id) => s.objects[id].card)).toEqual([emblemId(twoUntaps)]);
  });

  it("114.3: is refused where emblems of that name differ, naming their ids", () => {
    expect(() => layout(dbOf(lenient, strict))).toThrow(
      `players[0].command[0]: "emblem-wardens-emblem" is the name of 2 emblems with other abilities (114.3): name one by its id, "${emblemId(twoUntaps)}" or "${emblemId(oneUntap)}"`,
    );
  });

  it("114.1: listed outside the command zone, is refused as an emblem", () => {
    expect(() =>
      Game.fromLayout(dbOf(lenient), {
        variant: "duel",
        seed: 1,
        players: [{ name: "A", graveyard: ["emblem-wardens-emblem"] }, { name: "B" }],
      }),
    ).toThrow(
      "players[0].graveyard[0]: Warden's emblem is an emblem (114): it is only ever in its owner's command zone (114.1), never in a player's graveyard",
    );
  });
});
