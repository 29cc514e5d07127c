// The server's `--import` for `npm run loadtest -- --stalls`: loads serverWatch.ts in the server's main
// thread (where `--import tsx` came first). Worker threads inherit the node flags, this module with them,
// but not tsx's loader: there it does nothing (only the main thread watches).
import { isMainThread } from "node:worker_threads";

if (isMainThread) await import("./serverWatch.ts");
