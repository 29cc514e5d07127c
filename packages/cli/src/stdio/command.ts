/**
 * `roundtable stdio`: the stdio driver on standard input and output. The hello line first, then for each
 * input line the lines it causes; at the end of the input the command ends (exit code 0).
 */

import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { StdioDriver } from "./driver.ts";

export async function stdioCommand(input: Readable, write: (line: string) => void): Promise<number> {
  const driver = new StdioDriver();
  write(JSON.stringify(driver.hello()));
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) for (const m of driver.handle(line)) write(JSON.stringify(m));
  return 0;
}
