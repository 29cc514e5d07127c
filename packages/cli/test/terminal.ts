/**
 * A person at `roundtable connect`'s terminal, for its tests: answers each prompt with a script (else
 * presses Enter, or types the smallest number a prompt asks for), may type while nothing is asked (a
 * terminal's listen), and ends their input (a pipe's end, Ctrl-D) once the game is over — unless they stay
 * for the chat after it, and end it themselves (`end`, or /quit).
 */
import type { PlayIO } from "../src/prompts.ts";

/** What a scripted person answers a prompt: a line, null (the end of input), or undefined (the default). */
export type Script = (prompt: string, t: Terminal) => Promise<string | null | undefined>;

export interface Terminal extends PlayIO {
  out: string[];
  /** Types `line` while nothing is asked (the terminal's listen). */
  type(line: string): void;
  /** Ends the input (Ctrl-D; a pipe's end): a line awaited now and every later one is null. */
  end(): void;
  /** Whether a line is awaited while nothing is asked (a listen waits). */
  listening(): boolean;
  /** Waits until a line written is `what` (or matches it); throws after `ms` with what was written. */
  seen(what: string | RegExp, ms?: number): Promise<void>;
}

/** The line `connect` prints as the game ends (remote/screen.ts). */
const GAME_OVER = /^Game over after \d+ turns?\.$/;

/**
 * A terminal whose person answers with `script`; with `listens`, lines may be typed while nothing is
 * asked (`type`); with `stays`, the input goes on after the game is over, until `end`.
 */
export function terminal(
  script: Script = async () => undefined,
  { listens = false, stays = false }: { listens?: boolean; stays?: boolean } = {},
): Terminal {
  const out: string[] = [];
  const waiters: { fits: (l: string) => boolean; done: () => void }[] = [];
  const typed: string[] = [];
  let ended = false;
  let listener: ((l: string | null) => void) | null = null;
  const fits = (what: string | RegExp) => (l: string) =>
    typeof what === "string" ? l === what : what.test(l);
  const t: Terminal = {
    out,
    ask: async (prompt) => {
      out.push(prompt);
      if (ended) return null;
      const mine = await script(prompt, t);
      if (mine !== undefined) return mine;
      const retry = /from (-?\d+) to/.exec(out.at(-2) ?? "");
      return retry === null ? "" : retry[1];
    },
    write: (l) => {
      out.push(l);
      for (const w of waiters.filter((w) => w.fits(l))) {
        waiters.splice(waiters.indexOf(w), 1);
        w.done();
      }
      if (!stays && GAME_OVER.test(l)) t.end();
    },
    type: (l) => {
      const r = listener;
      listener = null;
      if (r === null) typed.push(l);
      else r(l);
    },
    end: () => {
      ended = true;
      const r = listener;
      listener = null;
      r?.(null);
    },
    listening: () => listener !== null,
    seen: (what, ms = 20_000) =>
      out.some(fits(what))
        ? Promise.resolve()
        : new Promise((resolve, reject) => {
            const timer = setTimeout(
              () => reject(new Error(`never saw ${what}; the screen:\n${out.slice(-40).join("\n")}`)),
              ms,
            );
            waiters.push({
              fits: fits(what),
              done: () => {
                clearTimeout(timer);
                resolve();
              },
            });
          }),
  };
  if (listens)
    t.listen = (signal) =>
      new Promise((resolve) => {
        if (typed.length > 0) return resolve(typed.shift() ?? null);
        if (ended || signal.aborted) return resolve(null);
        const give = (l: string | null) => {
          signal.removeEventListener("abort", cancel);
          resolve(l);
        };
        const cancel = () => {
          if (listener === give) listener = null;
          resolve(null);
        };
        listener = give;
        signal.addEventListener("abort", cancel, { once: true });
      });
  return t;
}

/** The lines of `out` that are the chat's. */
export const chatLines = (out: string[]) => out.filter((l) => /^\[(chat|team)\] /.test(l));
