/** What the command-line tests share: capturing written lines, and running `main` with its output captured. */
import { main } from "../src/program.ts";

export function capture(): { lines: string[]; write: (l: string) => void } {
  const lines: string[] = [];
  return { lines, write: (l) => lines.push(l) };
}

/** Runs `main` with stdout and stderr captured. */
export async function runMain(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const so = process.stdout.write;
  const se = process.stderr.write;
  process.stdout.write = ((s: string) => out.push(String(s)) > 0) as typeof process.stdout.write;
  process.stderr.write = ((s: string) => err.push(String(s)) > 0) as typeof process.stderr.write;
  try {
    const code = await main(args);
    return { code, out: out.join(""), err: err.join("") };
  } finally {
    process.stdout.write = so;
    process.stderr.write = se;
  }
}
