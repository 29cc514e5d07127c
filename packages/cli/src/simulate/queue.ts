/**
 * The simulate queue: a BullMQ queue on Redis that `roundtable simulate --queue` fills with chunks of
 * seeds (queueProducer.ts) and `roundtable simulate-worker` processes play (queueWorker.ts), from any
 * number of machines.
 */

export const QUEUE_NAME = "roundtable-simulate";

/** BullMQ's connection for a redis:// (or rediss://) URL; a worker's blocking calls must not give up. */
export function connection(url: string): { url: string; maxRetriesPerRequest: null } {
  return { url, maxRetriesPerRequest: null };
}

/** The URL of --queue, checked: redis://host:port or rediss://… */
export function queueUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`"${value}" is not a URL (redis://host:port)`);
  }
  if (url.protocol !== "redis:" && url.protocol !== "rediss:")
    throw new Error(`"${value}" is not a Redis URL (redis://host:port)`);
  return value;
}
