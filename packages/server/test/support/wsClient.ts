/** A test's WebSocket client: keeps every raw frame it got, and waits for the next message that fits. */
import type { ServerMessage } from "@roundtable/protocol";
import WebSocket from "ws";

export type Message = ServerMessage & Record<string, unknown>;

export class TestClient {
  readonly raw: string[] = [];
  readonly messages: Message[] = [];
  private waiters: { fits: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];
  private read = 0;
  closed = false;

  private constructor(readonly socket: WebSocket) {
    socket.on("message", (data) => {
      const text = data.toString();
      this.raw.push(text);
      const m = JSON.parse(text) as Message;
      this.messages.push(m);
      this.waiters = this.waiters.filter((w) => {
        if (!w.fits(m)) return true;
        w.resolve(m);
        return false;
      });
    });
    socket.on("close", () => {
      this.closed = true;
    });
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<TestClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers });
      socket.once("open", () => resolve(new TestClient(socket)));
      socket.once("error", reject);
      socket.once("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  /**
   * The next message (after those already taken) that fits; messages before it are skipped. `ms`: how long
   * to wait (a whole game between bots on a busy machine takes longer than one answer).
   */
  async next(fits: (m: Message) => boolean = () => true, what = "a message", ms = 60_000): Promise<Message> {
    for (; this.read < this.messages.length; this.read++) {
      const m = this.messages[this.read];
      if (fits(m)) {
        this.read++;
        return m;
      }
    }
    const m = await new Promise<Message>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
      this.waiters.push({
        fits,
        resolve: (msg) => {
          clearTimeout(timer);
          resolve(msg);
        },
      });
    });
    this.read = this.messages.indexOf(m) + 1;
    return m;
  }

  /** The next message of this type. */
  nextOf<T extends Message["type"]>(type: T): Promise<Extract<Message, { type: T }>> {
    return this.next((m) => m.type === type, `a "${type}" message`) as Promise<Extract<Message, { type: T }>>;
  }

  /** The lobby's message that the table's game is over (waits up to 100 s: the test's limit is 120 s). */
  gameOver(): Promise<Message> {
    return this.next((m) => m.type === "lobby" && m.table.status === "over", "the game's end", 100_000);
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once("close", () => resolve());
      this.socket.close();
    });
  }
}

/** Waits until `cond` holds (checked every 10 ms; gives up after `ms`, 60 s unless told). */
export async function until(
  cond: () => boolean | Promise<boolean>,
  what: string,
  ms = 60_000,
): Promise<void> {
  for (let i = 0; i < ms / 10; i++) {
    if (await cond()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}
