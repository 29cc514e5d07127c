/**
 * The bots a seat may take, by name (`makeBot`): data only, so that the protocol and the web table's create
 * form can list them without bundling any bot (packages/web/test/bundle.test.ts).
 */
export type BotName = "random" | "heuristic" | "search";
export const BOT_NAMES: readonly BotName[] = ["random", "heuristic", "search"];
