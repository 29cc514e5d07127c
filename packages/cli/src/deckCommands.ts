/** The deck and card commands of `roundtable`: deck check, deck export, card, cards. */
import { VARIANT_NAMES } from "@roundtable/engine";
import { type Command, Option } from "commander";
import { type CardsQuery, cardCommand, cardsCommand } from "./commands/cards.ts";
import { deckCheckCommand, deckExportCommand } from "./commands/deck.ts";
import { cardResolver, noOracleOption, type OracleChoice, oracleOption } from "./oracleOption.ts";

type Write = (line: string) => void;

const variant = () =>
  new Option("--variant <name>", `the variant to check for: ${VARIANT_NAMES.join(", ")}`).default(
    "free-for-all",
  );

export function addDeckCommands(
  program: Command,
  setCode: (code: number) => void,
  out: Write,
  err: Write,
): void {
  const deck = program
    .command("deck")
    .description(
      "deck lists (MTGO, Arena, Moxfield text): check one for a variant, or write it in the canonical form",
    );
  deck
    .command("check")
    .description(
      "check a deck list for a variant (exit code 0: legal, 1: not; 2: a usage error), listing every problem and every card the engine does not support yet",
    )
    .argument("<file>", "a deck list")
    .addOption(variant())
    .addOption(oracleOption())
    .addOption(noOracleOption())
    .action(async (file: string, o: { variant: string; oracle: OracleChoice }) =>
      setCode(deckCheckCommand(file, o.variant, out, await cardResolver(o.oracle))),
    );
  deck
    .command("export")
    .description(
      "print a deck list in the canonical form (Arena's sections: Commander, Companion, Deck, Sideboard)",
    )
    .argument("<file>", "a deck list")
    .addOption(variant())
    .addOption(oracleOption())
    .addOption(noOracleOption())
    .action(async (file: string, o: { variant: string; oracle: OracleChoice }) =>
      setCode(deckExportCommand(file, o.variant, out, err, await cardResolver(o.oracle))),
    );

  program
    .command("card")
    .description("a card of the pool: cost, type line, rules text, P/T")
    .argument("<name...>", "the card's name (any case)")
    .addOption(oracleOption())
    .addOption(noOracleOption())
    .action(async (name: string[], o: { oracle: OracleChoice }) =>
      setCode(cardCommand(name.join(" "), out, err, await cardResolver(o.oracle))),
    );
  program
    .command("cards")
    .description("the pool's cards whose names contain QUERY (all without one)")
    .argument("[query...]", "part of the name")
    .option("--type <type>", "only cards of this type, supertype or subtype (creature, legendary, goblin)")
    .option("--color <c>", "only cards of this colour (W, U, B, R, G; C for colourless)")
    .option("--text", "each card's whole text")
    .action((query: string[], o: Omit<CardsQuery, "query">) =>
      setCode(cardsCommand({ ...o, query: query.join(" ") }, out, err)),
    );
}
