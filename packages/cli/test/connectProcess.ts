/**
 * `roundtable connect` (or another command: `tables`) as a real process for its tests, its input a pipe
 * (as `printf '/leave\n' | roundtable connect …`): what it has printed so far, and its end, waited for a
 * bounded time — a client that never leaves fails its test rather than hanging it (it is killed then, and
 * at the test's end).
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { onTestFinished } from "vitest";

export interface ConnectProcess {
  /** The process's input: lines written to it are the person's, its end the input's end. */
  stdin: NodeJS.WritableStream;
  /** What it has printed so far (stdout). */
  out(): string;
  /** Its exit code and what it printed to stderr, once it has exited; throws after `ms` with what it printed. */
  exit(ms?: number): Promise<{ code: number | null; stderr: string }>;
}

/** Starts `roundtable connect ARGS` (run from the repository's root, as vitest is). */
export function connectProcess(args: string[]): ConnectProcess {
  return roundtableProcess(["connect", ...args]);
}

/** Starts `roundtable ARGS`, a command and its arguments (`tables URL`), as connectProcess does. */
export function roundtableProcess(args: string[]): ConnectProcess {
  const child = spawn(
    process.execPath,
    ["--conditions=@roundtable/source", "--import", "tsx", "packages/cli/src/main.ts", ...args],
    { stdio: ["pipe", "pipe", "pipe"] },
  );
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d) => {
    stdout += String(d);
  });
  child.stderr.on("data", (d) => {
    stderr += String(d);
  });
  const exited = once(child, "exit") as Promise<[number | null]>;
  return {
    stdin: child.stdin,
    out: () => stdout,
    async exit(ms = 60_000) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          child.kill();
          reject(
            new Error(`roundtable ${args[0]} did not exit within ${ms} ms; it printed:\n${stdout}${stderr}`),
          );
        }, ms);
      });
      try {
        const [code] = await Promise.race([exited, late]);
        return { code, stderr };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
