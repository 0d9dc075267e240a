import { describe, expect, it, vi } from 'vitest';
import { stopTabWhileOpen } from './multi-select.tsx';

/** The select's element as the function uses it: one keydown listener, on the way down. */
function anElement() {
  const listeners: { listener: (event: KeyboardEvent) => void; capture: unknown }[] = [];
  const element = {
    addEventListener: (_: string, listener: (event: KeyboardEvent) => void, capture: unknown) =>
      listeners.push({ listener, capture }),
    removeEventListener: vi.fn(),
  };
  const press = (key: string) => {
    const event = { key, stopPropagation: vi.fn() };
    for (const { listener } of listeners) listener(event as unknown as KeyboardEvent);
    return event.stopPropagation.mock.calls.length > 0;
  };
  return {
    element: element as unknown as HTMLElement,
    listeners,
    press,
    remove: element.removeEventListener,
  };
}

describe('Tab on a multiple select', () => {
  it('never reaches the open list (which would toggle the highlighted option), so focus moves on', () => {
    let open = true;
    const { element, listeners, press, remove } = anElement();
    const stop = stopTabWhileOpen(element, () => open);
    expect(listeners[0]?.capture).toBe(true);
    expect(press('Tab')).toBe(true);
    // Enter still chooses, arrows still move; a closed list is left alone.
    expect(press('Enter')).toBe(false);
    expect(press('ArrowDown')).toBe(false);
    open = false;
    expect(press('Tab')).toBe(false);
    stop();
    expect(remove).toHaveBeenCalledWith('keydown', listeners[0]?.listener, true);
  });
});
