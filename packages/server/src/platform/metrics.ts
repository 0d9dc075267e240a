import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The Prometheus metrics of one server (served on /metrics, see http/metrics.ts). One registry per app, not
 * prom-client's global one, so that several apps in one process (the tests) never share counters.
 */
export interface Metrics {
  registry: Registry;
  /** GraphQL operations by root field and type, and how long each took to execute. */
  operations: Counter<'operation' | 'type'>;
  operationSeconds: Histogram<'operation' | 'type'>;
  /** Errors answered to clients, by their stable code (INTERNAL_SERVER_ERROR for the masked ones). */
  errors: Counter<'code'>;
  openSubscriptions: Gauge;
  /** Time from an event's publication to its delivery to this instance's subscribers (through Redis). */
  fanoutLagSeconds: Histogram;
  /** Events that could not go through Redis (it was down): delivered on this instance only. */
  eventsNotShared: Counter;
  /** Reports the pool's connections (total, idle, waiting clients) at each scrape. */
  watchPool(pool: pg.Pool): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let pool: pg.Pool | undefined;
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle; waiting = requests waiting for one)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  return {
    registry,
    operations: new Counter({
      name: 'graphql_operations_total',
      help: 'GraphQL operations executed, by root field and operation type',
      labelNames: ['operation', 'type'],
      registers: [registry],
    }),
    operationSeconds: new Histogram({
      name: 'graphql_operation_duration_seconds',
      help: 'Execution time of GraphQL operations, by root field and operation type',
      labelNames: ['operation', 'type'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    errors: new Counter({
      name: 'graphql_errors_total',
      help: 'Errors answered to clients, by code',
      labelNames: ['code'],
      registers: [registry],
    }),
    openSubscriptions: new Gauge({
      name: 'graphql_subscriptions_open',
      help: 'Subscriptions currently open on this instance',
      registers: [registry],
    }),
    fanoutLagSeconds: new Histogram({
      name: 'event_fanout_lag_seconds',
      help: 'Time from publishing an event to delivering it to the subscribers of this instance',
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    eventsNotShared: new Counter({
      name: 'events_not_shared_total',
      help: 'Events that could not be published to Redis (delivered on this instance only)',
      registers: [registry],
    }),
    watchPool: (p) => {
      pool = p;
    },
  };
}
