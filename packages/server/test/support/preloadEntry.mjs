// The entry of a test's preload (preloads.ts): node's `--import` runs it in every thread of the server
// process, its worker threads too (the replay thread, big tables' games), where TypeScript can't be loaded
// yet (a thread registers tsx's loader itself, after this: @roundtable/bots/threads). The preload itself,
// TypeScript named by the `preload` parameter of this module's URL, is imported in the main thread only.
import { isMainThread } from "node:worker_threads";

const preload = new URL(import.meta.url).searchParams.get("preload");
if (preload === null) throw new Error("preloadEntry.mjs: no preload named (?preload=<file URL>)");
if (isMainThread) await import(preload);
