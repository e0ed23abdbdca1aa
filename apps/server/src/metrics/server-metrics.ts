import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { UploadKind } from '@highwater/core/api/uploads';
import type { PoolStats } from '@/db/database.ts';

export interface MetricSources {
  poolStats: () => PoolStats;
  openStreams: () => number;
}

export interface RequestObservation {
  method: string;
  /** The route's pattern (`/api/v2/comments/:id`), never the address asked for. */
  route: string;
  status: number;
  seconds: number;
}

export interface ServerMetrics {
  contentType: string;
  /** Every metric in Prometheus's text format. */
  read: () => Promise<string>;
  observeRequest: (request: RequestObservation) => void;
  countUploadBytes: (kind: UploadKind, bytes: number) => void;
}

let processMetrics: Registry | undefined;

/**
 * Node.js's own metrics (memory, CPU, event-loop delay) belong to the process: collected once,
 * however many apps it builds (tests build many), as each collection starts timers that stay.
 */
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

/**
 * The server's Prometheus metrics, in a registry of its own per app, beside the process's. Pool
 * and stream gauges are read when scraped, so nothing runs between scrapes.
 */
export function createServerMetrics(sources: MetricSources): ServerMetrics {
  const registry = new Registry();

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'highwater_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'highwater_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  new Gauge({
    name: 'highwater_db_pool_connections',
    help: 'Database connections by state: total, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = sources.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'highwater_live_streams_open',
    help: 'Live-update event streams open on this instance',
    registers: [registry],
    collect() {
      this.set(sources.openStreams());
    },
  });
  const uploadBytes = new Counter({
    name: 'highwater_upload_bytes_total',
    help: 'Bytes of photos and videos received by uploads',
    labelNames: ['kind'] as const,
    registers: [registry],
  });

  const all = Registry.merge([processRegistry(), registry]);
  return {
    contentType: all.contentType,
    read: () => all.metrics(),
    observeRequest: ({ method, route, status, seconds }) => {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    countUploadBytes: (kind, bytes) => uploadBytes.inc({ kind }, bytes),
  };
}
