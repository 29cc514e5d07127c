/**
 * PostgreSQL and Redis on loopback (postgres.ts, redis.ts) for a test file that starts several server
 * processes sharing them: started before the file's tests, stopped after them. Read `pg` and `redis` in
 * tests and hooks, not before (they are set by the file's beforeAll).
 */
import { afterAll, beforeAll } from "vitest";
import { type PgCluster, startPostgres } from "./postgres.ts";
import { type RedisServer, startRedis } from "./redis.ts";

export interface Services {
  pg: PgCluster;
  redis: RedisServer;
}

export function sharedServices(): Services {
  const services = {} as Services;
  beforeAll(async () => {
    [services.pg, services.redis] = await Promise.all([startPostgres(), startRedis()]);
  }, 120_000);
  afterAll(async () => {
    await services.redis?.stop();
    await services.pg?.stop();
  });
  return services;
}
