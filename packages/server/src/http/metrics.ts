import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../platform/metrics.ts';

/** METRICS_ALLOW's addresses and CIDR ranges (e.g. "127.0.0.1,::1,10.0.0.0/8") as a node BlockList. */
export function addressList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

function allowed(list: BlockList, address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(v4)) return list.check(v4, 'ipv4');
  return isIPv6(address) && list.check(address, 'ipv6');
}

/**
 * GET /metrics in the Prometheus text format, answered only to a direct connection from METRICS_ALLOW.
 * The peer's socket address decides (never X-Forwarded-For, which a client can write), and a request that
 * came through a reverse proxy (it carries X-Forwarded-For or Forwarded) is refused even when the proxy's
 * own address is allowed: scrapers talk to the instance directly.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, allow: readonly string[]) {
  const list = addressList(allow);
  app.get('/metrics', async (request, reply) => {
    const proxied =
      request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    if (proxied || !allowed(list, request.socket.remoteAddress)) {
      return reply
        .status(403)
        .send({ error: { code: 'FORBIDDEN', message: 'Metrics are not served to this address.' } });
    }
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
