/**
 * Where the latency comes from: a ping probe (one connection that sends the protocol's `ping` every
 * 50 ms; the server answers it at once, outside any table's queue, so its round trip is how long the
 * server's event loop keeps a message waiting) and this process's own event-loop delay (the simulated
 * people's side of the latency).
 */
import { type IntervalHistogram, monitorEventLoopDelay } from "node:perf_hooks";
import WebSocket from "ws";

export interface ProbeFigures {
  pingP50: number;
  pingP99: number;
  clientLoopP99: number;
}

export class Probe {
  private readonly rtts: number[] = [];
  private readonly loop: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });
  private timer: NodeJS.Timeout | null = null;

  private constructor(private readonly socket: WebSocket) {
    socket.on("message", (data) => {
      const m = JSON.parse(data.toString()) as { type: string; ref?: string };
      if (m.type === "pong" && m.ref !== undefined && this.timer !== null)
        this.rtts.push(performance.now() - Number(m.ref));
    });
  }

  static open(ws: string): Promise<Probe> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(ws);
      socket.once("error", reject);
      socket.once("open", () => resolve(new Probe(socket)));
    });
  }

  begin(): void {
    this.loop.enable();
    this.timer = setInterval(
      () => this.socket.send(JSON.stringify({ type: "ping", ref: String(performance.now()) })),
      50,
    );
  }

  end(): ProbeFigures {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    this.loop.disable();
    this.socket.close();
    const sorted = Float64Array.from(this.rtts).sort();
    const at = (q: number) =>
      sorted.length === 0 ? Number.NaN : sorted[Math.floor(q * (sorted.length - 1))];
    return { pingP50: at(0.5), pingP99: at(0.99), clientLoopP99: this.loop.percentile(99) / 1e6 };
  }
}
