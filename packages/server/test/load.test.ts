/** Issue 21: where a new table goes among several processes (cluster/load.ts): CPU first, then seats. */
import { describe, expect, it } from "vitest";
import { CPU_BAND, leastLoaded, lighter } from "../src/cluster/load.ts";
import type { ProcessInfo } from "../src/cluster/presence.ts";

const proc = (id: string, cpu: number, seats: number): ProcessInfo => ({
  id,
  url: `http://${id}`,
  tables: 0,
  seats,
  cpu,
});

describe("placement by load (issue 21)", () => {
  it("a clearly less busy CPU wins over fewer seats: a big table's process gets no new tables", () => {
    const busy = proc("a", 0.9, 200);
    const idle = proc("b", 0.1, 400);
    expect(lighter(idle, busy)).toBe(true);
    expect(leastLoaded([busy, idle], "a")?.id).toBe("b");
  });

  it("CPU shares within the band count as equal: the fewer seats win (tables created in a burst spread)", () => {
    const a = proc("a", 0.3, 40);
    const b = proc("b", 0.3 + CPU_BAND / 2, 20);
    expect(lighter(b, a)).toBe(true);
    expect(leastLoaded([a, b], "a")?.id).toBe("b");
  });

  it("a tie keeps the table where it was asked for; no live process: nowhere", () => {
    const a = proc("a", 0.2, 10);
    const b = proc("b", 0.2, 10);
    expect(leastLoaded([b, a], "a")?.id).toBe("a");
    expect(leastLoaded([b, a], "b")?.id).toBe("b");
    expect(leastLoaded([], "a")).toBeNull();
  });

  it("this process not yet announced: the least loaded of the others", () => {
    expect(leastLoaded([proc("b", 0.5, 8), proc("c", 0.1, 30)], "a")?.id).toBe("c");
  });
});
