import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The queue against IndexedDB (fake-indexeddb: the same semantics in Node) and a stand-in server: a check-in kept
// offline, the readings entered on its provisional session, then the network back (issue 31).

type Answer = { data?: unknown; errors: { message: string; extensions?: Record<string, unknown> }[] };
const server = vi.hoisted(() => ({
  /** What the stand-in server answers; null: no network. */
  answer: null as null | ((query: string, variables: Record<string, unknown>) => unknown),
  sent: [] as { query: string; variables: Record<string, unknown>; key: string }[],
}));

vi.mock('../../api/graphql.ts', () => ({
  requestResult: async (
    document: { toString(): string },
    variables: Record<string, unknown>,
    _signal: unknown,
    headers: Record<string, string>,
  ): Promise<Answer> => {
    if (!server.answer) throw new TypeError('Failed to fetch');
    server.sent.push({ query: document.toString(), variables, key: headers['idempotency-key'] as string });
    return server.answer(document.toString(), variables) as Answer;
  },
}));
vi.mock('../../api/session-events.ts', () => ({ reportUnauthenticated: () => undefined }));

const { listWrites, madeSession, nextSeq, putWrite, queueOf } = await import('./outbox-store.ts');
const { flushAll, flushSession } = await import('./sender.ts');
const { problemOf } = await import('./problems.ts');

const ACCOUNT = 'a0000000-0000-4000-8000-000000000001';
const KEY = 'b1b1b1b1-0000-4000-8000-000000000002';

function aWrite(kind: 'checkin' | 'reading', sbp?: number) {
  return {
    key: crypto.randomUUID(),
    seq: nextSeq(),
    kind,
    patientID: 5,
    sessionKey: KEY,
    appointmentID: 9,
    clinicID: 1,
    query: kind === 'checkin' ? 'mutation StartDialysis' : 'mutation SubmitDialysisInterval',
    variables:
      kind === 'checkin' ? { create: { sessionKey: KEY } } : { create: { dialysisKey: KEY, SBP: sbp } },
    enteredAt: new Date().toISOString(),
    shown: [] as [string, string][],
    status: 'waiting' as const,
    attempts: 0,
    nextTryAt: 0,
  };
}

beforeEach(() => {
  server.answer = null;
  server.sent = [];
});
afterEach(async () => {
  const db = await (await import('./outbox-store.ts')).openOutbox(ACCOUNT);
  await db.clear('writes');
  await db.clear('sessions');
});

describe('a provisional session in the queue', () => {
  it('keeps the check-in and its readings while offline, then sends the check-in first and the readings to its session', async () => {
    const checkIn = aWrite('checkin');
    await putWrite(ACCOUNT, checkIn);
    for (const sbp of [131, 132]) await putWrite(ACCOUNT, aWrite('reading', sbp));
    // Offline: one attempt, nothing sent, all kept, in the provisional queue.
    await flushAll(ACCOUNT, true);
    expect(server.sent).toEqual([]);
    expect((await listWrites(ACCOUNT)).map(queueOf)).toEqual([`k${KEY}`, `k${KEY}`, `k${KEY}`]);

    server.answer = (query) =>
      query.includes('StartDialysis')
        ? { data: { startDialysis: { id: 77 } }, errors: [] }
        : { data: { submitDialysisInterval: { id: 1 } }, errors: [] };
    const outcomes = await flushSession(ACCOUNT, `k${KEY}`, true);
    // The check-in, then each reading, named by the provisional id, with its own key.
    expect(server.sent.map((s) => s.query)).toEqual([
      'mutation StartDialysis',
      'mutation SubmitDialysisInterval',
      'mutation SubmitDialysisInterval',
    ]);
    expect(server.sent[0]?.key).toBe(checkIn.key);
    expect(server.sent.slice(1).map((s) => s.variables)).toEqual([
      { create: { dialysisKey: KEY, SBP: 131 } },
      { create: { dialysisKey: KEY, SBP: 132 } },
    ]);
    expect([...outcomes.values()].map((o) => o.kind)).toEqual(['sent', 'sent', 'sent']);
    expect(await listWrites(ACCOUNT)).toEqual([]);
    expect(await madeSession(ACCOUNT, KEY)).toBe(77);
  });

  it('gives the writes still kept the session once made, and one entered after it goes to the session too', async () => {
    await putWrite(ACCOUNT, aWrite('checkin'));
    await putWrite(ACCOUNT, aWrite('reading', 140));
    // The check-in reaches the server; the reading does not (the network drops again).
    server.answer = (query) =>
      query.includes('StartDialysis') ? { data: { startDialysis: { id: 78 } }, errors: [] } : null;
    const answer = server.answer;
    server.answer = (query, variables) => {
      const got = answer(query, variables);
      if (!got) server.answer = null;
      return got ?? { errors: [{ message: 'x', extensions: { code: 'SERVICE_UNAVAILABLE' } }] };
    };
    await flushSession(ACCOUNT, `k${KEY}`, true);
    const [kept] = await listWrites(ACCOUNT);
    expect(kept?.dialysisID).toBe(78);
    expect(queueOf(kept as { dialysisID?: number })).toBe('d78');
    // A reading entered on the provisional page now: in the session's queue, behind the first.
    await putWrite(ACCOUNT, aWrite('reading', 141));
    expect((await listWrites(ACCOUNT)).map(queueOf)).toEqual(['d78', 'd78']);
  });

  it('holds the readings behind a refused check-in and shows them as not saved, with its reason', async () => {
    await putWrite(ACCOUNT, aWrite('checkin'));
    await putWrite(ACCOUNT, aWrite('reading', 150));
    server.answer = () => ({
      data: null,
      errors: [{ message: 'Dialysis already started.', extensions: { code: 'CONFLICT' } }],
    });
    await flushAll(ACCOUNT, true);
    await flushAll(ACCOUNT, true);
    // The check-in was tried (twice: a problem is not sent again); the reading never.
    expect(server.sent.map((s) => s.query)).toEqual(['mutation StartDialysis']);
    const writes = await listWrites(ACCOUNT);
    expect(writes.map((w) => w.status)).toEqual(['problem', 'waiting']);
    expect(writes.map((w) => problemOf(w, writes))).toEqual([
      'Dialysis already started.',
      'Its check-in was not saved: Dialysis already started.',
    ]);
  });
});
