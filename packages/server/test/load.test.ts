/**
 * Issue 21: where a new table goes among several processes (cluster/load.ts): away from the big tables
 * first, then by CPU, then by seats.
 */
import { describe, expect, it } from "vitest";
import { CPU_BAND, leastLoaded, lighter } from "../src/cluster/load.ts";
import type { ProcessInfo } from "../src/cluster/presence.ts";

const proc = (id: string, cpu: number, seats: number, bigTables = 0): ProcessInfo => ({
  id,
  url: `http://${id}`,
  tables: 0,
  seats,
  bigTables,
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

  describe("by kind: a big table (its game in a worker thread) keeps the others off its process", () => {
    it("a small table avoids a process holding a big table while another holds none, however idle its CPU", () => {
      const withBig = proc("a", 0.05, 200, 1);
      const busy = proc("b", 0.9, 2000);
      expect(leastLoaded([withBig, busy], "a")?.id).toBe("b");
      expect(leastLoaded([withBig, busy], "a", false)?.id).toBe("b");
    });

    it("a big table prefers a process holding no big table, then the fewest", () => {
      const one = proc("a", 0.1, 200, 1);
      const none = proc("b", 0.8, 400);
      const two = proc("c", 0.0, 40, 2);
      expect(leastLoaded([one, none, two], "a", true)?.id).toBe("b");
      expect(leastLoaded([one, two], "c", true)?.id).toBe("a");
    });

    it("every process holds a big table: a small table goes by CPU, then seats (however many big tables)", () => {
      const a = proc("a", 0.9, 100, 1);
      const b = proc("b", 0.1, 300, 3);
      expect(leastLoaded([a, b], "a")?.id).toBe("b");
      const c = proc("c", 0.1, 250, 1);
      expect(leastLoaded([a, b, c], "a")?.id).toBe("c");
    });

    it("among processes holding no big table, the CPU/seat rule decides as before", () => {
      const big = proc("a", 0.0, 0, 1);
      const idle = proc("b", 0.1, 400);
      const busy = proc("c", 0.9, 100);
      expect(leastLoaded([big, idle, busy], "a")?.id).toBe("b");
      expect(leastLoaded([big, idle, busy], "a", true)?.id).toBe("b");
    });

    it("a process that announces no big-table count (an older version) counts as holding none", () => {
      const old = { ...proc("a", 0.1, 10), bigTables: undefined } as unknown as ProcessInfo;
      const big = proc("b", 0.0, 0, 1);
      expect(leastLoaded([big, old], "b")?.id).toBe("a");
    });
  });
});
