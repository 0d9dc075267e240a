import autocannon from 'autocannon';
import { Latencies } from './stats.ts';

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  latency: ReturnType<Latencies['summary']>;
  /** Non-2xx answers and connection errors (GraphQL errors come as 200: the caller counts those). */
  non2xx: number;
  errors: number;
}

/**
 * Drives one HTTP load with autocannon: `connections` keep-alive connections, each sending the `requests`
 * pipeline in a loop for `seconds`. Every response time also goes into an HDR histogram for p95 (autocannon
 * itself reports p90 and p97.5).
 */
export async function runLoad(options: {
  url: string;
  connections: number;
  seconds: number;
  requests: autocannon.Request[];
}): Promise<LoadResult> {
  const latencies = new Latencies();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        requests: options.requests,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.record(ms));
  });
  return {
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    requests: result.requests.total,
    latency: latencies.summary(),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** A POST of a JSON body with the given headers, for autocannon. */
export function post(path: string, body: unknown, headers: Record<string, string> = {}): autocannon.Request {
  return {
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}
