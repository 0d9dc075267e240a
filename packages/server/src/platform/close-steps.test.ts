import { describe, expect, it } from 'vitest';
import { closeInSteps } from './close-steps.ts';

function keptLog() {
  const lines: { obj: Record<string, unknown>; msg: string }[] = [];
  return { lines, log: { warn: (obj: object, msg: string) => lines.push({ obj: obj as never, msg }) } };
}

describe('closing in steps', () => {
  it('leaves a hanging step behind after its own time, names it, and still runs the steps after it', async () => {
    const { lines, log } = keptLog();
    const ran: string[] = [];
    let cut = false;
    const steps = closeInSteps(
      [
        { name: 'jobs', seconds: 1, run: () => ran.push('jobs') },
        {
          name: 'http server',
          seconds: 0.2,
          run: () => new Promise(() => ran.push('http server')), // a request that never ends
          onOverrun: () => {
            cut = true;
          },
        },
        {
          name: 'redis',
          seconds: 1,
          run: async () => {
            ran.push('redis');
            throw new Error('already closed');
          },
        },
        { name: 'database', seconds: 1, run: async () => ran.push('database') },
      ],
      log,
    );
    const started = Date.now();
    const running = steps.run();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(steps.pending()).toBe('http server');
    await running;
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(ran).toEqual(['jobs', 'http server', 'redis', 'database']);
    expect(cut).toBe(true);
    expect(steps.pending()).toBeNull();
    expect(lines.map((line) => line.msg)).toEqual([
      "shutdown step 'http server' did not finish in 0.2 s: going on without it",
      'shutdown step failed: going on',
    ]);
    expect(lines[1]?.obj.step).toBe('redis');
  });
});
