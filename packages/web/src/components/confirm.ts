import type { HookAPI } from 'antd/es/modal/useModal';
import type { ReactNode } from 'react';

/**
 * Every save and delete asks first (spec 000 section 5, spec 002 section 4): 'Are you sure?' with Yes/No.
 * Use with the modal API of antd's App: `const { modal } = App.useApp(); confirmThen(modal, () => save())`.
 * The returned promise settles when the action does, so the Yes button shows a spinner meanwhile. `content`,
 * when given, says under the question what Yes will do. The action starts within the Yes click (a window it
 * opens is not a blocked popup).
 */
export function confirmThen(
  modal: HookAPI,
  action: () => Promise<unknown> | unknown,
  options: { content?: ReactNode } = {},
): void {
  modal.confirm({
    title: 'Are you sure?',
    content: options.content,
    okText: 'Yes',
    cancelText: 'No',
    onOk: async () => {
      await action();
    },
  });
}
