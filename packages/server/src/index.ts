export { buildServer, type ServerOptions } from "./app.ts";
export { openStore } from "./store/open.ts";
export type { Store } from "./store/types.ts";
