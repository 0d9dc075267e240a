import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors.ts';
import { doneText, failedText, type MutationToastMeta, setToaster } from './mutation-toasts.ts';
import { createQueryClient } from './query-client.ts';

/** Runs one mutation through the app's query client (its MutationCache toasts) and answers what was told. */
async function run(meta: MutationToastMeta, answer: () => Promise<unknown>, variables: unknown = undefined) {
  const told = { success: vi.fn(), error: vi.fn() };
  const giveBack = setToaster(told as never);
  const client = createQueryClient();
  try {
    await client.getMutationCache().build(client, { mutationFn: answer, meta }).execute(variables);
  } catch {
    // told as a toast (or not), which is what the test looks at
  } finally {
    giveBack();
  }
  return told;
}

const refused = (code: string, message: string) => () => Promise.reject(new ApiError(code, message));

describe('mutation toasts (the MutationCache, out of meta)', () => {
  it('says done, as a text or from the answer and variables', async () => {
    expect((await run({ done: 'Created successfully' }, async () => 1)).success).toHaveBeenCalledWith(
      'Created successfully',
    );
    const told = await run(
      { done: doneText((n: number, date: string) => `${n} booked from ${date}`) },
      async () => 3,
      '5 Mar',
    );
    expect(told.success).toHaveBeenCalledWith('3 booked from 5 Mar');
  });

  it("says the server's message for a known code, else the failed text (maybe from the variables)", async () => {
    expect((await run({ failed: 'Unable' }, refused('CONFLICT', 'Full.'))).error).toHaveBeenCalledWith(
      'Full.',
    );
    expect((await run({ failed: 'Unable' }, refused('INTERNAL', 'x'))).error).toHaveBeenCalledWith('Unable');
    const told = await run(
      { failed: failedText((v: { text: string }) => v.text) },
      refused('INTERNAL', 'x'),
      {
        text: 'Unable to check out',
      },
    );
    expect(told.error).toHaveBeenCalledWith('Unable to check out');
  });

  it('says nothing when the session is gone or the screen takes the failure over', async () => {
    const gone = await run({ failed: 'Unable' }, refused('UNAUTHENTICATED', 'Signed out.'));
    expect(gone.error).not.toHaveBeenCalled();
    const handled = vi.fn((error: unknown) => error instanceof ApiError && error.code === 'VERSION_CONFLICT');
    const conflict = await run({ failed: 'Unable', handled }, refused('VERSION_CONFLICT', 'Newer.'), 7);
    expect(handled).toHaveBeenCalledWith(expect.any(ApiError), 7);
    expect(conflict.error).not.toHaveBeenCalled();
    const other = await run({ failed: 'Unable', handled }, refused('CONFLICT', 'Full.'));
    expect(other.error).toHaveBeenCalledWith('Full.');
  });
});
