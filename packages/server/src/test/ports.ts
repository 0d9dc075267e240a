import { createServer } from 'node:net';

/** A TCP port nobody listens on right now (for a private Redis or PostgreSQL a test starts itself). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Polls until check() holds, answering the milliseconds it took; throws after timeoutMs. */
export async function waitUntil(
  check: () => Promise<boolean> | boolean,
  timeoutMs = 15_000,
  stepMs = 50,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}
