import type { HookAPI } from 'antd/es/modal/useModal';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmThen } from './confirm.ts';

/** A modal API that records the questions it was asked to open. */
function recordingModal() {
  const opened: { title: unknown; okText: unknown; onOk?: () => unknown }[] = [];
  const modal = { confirm: (config: (typeof opened)[number]) => void opened.push(config) };
  return { modal: modal as unknown as HookAPI, opened };
}

describe("'Are you sure?' after a tap", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // No browser here: a frame is a 16 ms timer.
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens once the next frame is painted, not within the tap', async () => {
    const { modal, opened } = recordingModal();
    confirmThen(modal, () => undefined);
    expect(opened).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(16);
    expect(opened).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ title: 'Are you sure?', okText: 'Yes' });
  });

  it('asks once for a double tap, and again for a later one', async () => {
    const { modal, opened } = recordingModal();
    const saves: string[] = [];
    confirmThen(modal, () => saves.push('first'));
    confirmThen(modal, () => saves.push('second'));
    await vi.advanceTimersByTimeAsync(20);
    expect(opened).toHaveLength(1);
    await opened[0]?.onOk?.();
    expect(saves).toEqual(['first']);
    confirmThen(modal, () => saves.push('third'));
    await vi.advanceTimersByTimeAsync(20);
    expect(opened).toHaveLength(2);
  });
});
