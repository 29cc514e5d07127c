/**
 * The replay thread's first module (replayThread.ts starts it with startThread): replayJobs.ts answering
 * the jobs the server's thread posts.
 */
import { parentPort } from "node:worker_threads";
import { answerJobs } from "./replayJobs.ts";

if (parentPort === null) throw new Error("replayEntry.ts runs only as a worker thread");
answerJobs(parentPort);
