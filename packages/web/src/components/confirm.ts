import type { HookAPI } from 'antd/es/modal/useModal';
import type { ReactNode } from 'react';
import { afterNextPaint } from '../lib/after-paint.ts';

/** A question is about to open (between the tap and the painted frame after it). */
let opening = false;

/**
 * Every save and delete asks first (spec 000 section 5, spec 002 section 4): 'Are you sure?' with Yes/No.
 * Use with the modal API of antd's App: `const { modal } = App.useApp(); confirmThen(modal, () => save())`.
 * The returned promise settles when the action does, so the Yes button shows a spinner meanwhile. `content`,
 * when given, says under the question what Yes will do. The action starts within the Yes click (a window it
 * opens is not a blocked popup). The question opens once the tap's own frame is painted (the pressed button, a
 * form's checked fields): antd's dialog costs about as much again as the form's validation before it, and at a
 * tablet's CPU the two in one frame held Submit Reading's response to 300-700 ms (docs/performance.md,
 * Interactions).
 */
export function confirmThen(
  modal: HookAPI,
  action: () => Promise<unknown> | unknown,
  options: { content?: ReactNode } = {},
): void {
  // A second tap before the question shows (a double tap) asks nothing more: once open, its mask takes the taps.
  if (opening) return;
  opening = true;
  afterNextPaint(() => {
    opening = false;
    modal.confirm({
      title: 'Are you sure?',
      content: options.content,
      okText: 'Yes',
      cancelText: 'No',
      onOk: async () => {
        await action();
      },
    });
  });
}
