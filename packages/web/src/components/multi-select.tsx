import { type RefSelectProps, Select, type SelectProps } from 'antd';
import { useEffect, useRef } from 'react';

/**
 * Tab never changes what a select holds and always moves focus on (issue 27 item 5). The select under antd
 * (@rc-component/select, since react-component/select#1078) treats Tab in an open list like Enter: it toggles
 * the highlighted option (Cramps chosen, Tab added Chest pain, a second Tab took it out again) and keeps the
 * focus where it was. Enter, a click or a tap choose; Tab leaves, and leaving closes the list.
 *
 * The key is stopped on its way down, on the select's own element, before it reaches the select's handler
 * (React's, which runs as the event bubbles): the browser then moves the focus as for any field. Listeners
 * above the select (a dialog's focus trap, on the window) still see it first.
 */
export function stopTabWhileOpen(element: HTMLElement, isOpen: () => boolean): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab' && isOpen()) event.stopPropagation();
  };
  element.addEventListener('keydown', onKeyDown, true);
  return () => element.removeEventListener('keydown', onKeyDown, true);
}

/** antd's Select in `multiple` mode, on which Tab moves focus and never adds or removes a choice. */
export function MultiSelect(props: Omit<SelectProps, 'mode'>) {
  const { onOpenChange } = props;
  const ref = useRef<RefSelectProps>(null);
  const open = useRef(false);
  useEffect(() => {
    const element = ref.current?.nativeElement;
    return element ? stopTabWhileOpen(element, () => open.current) : undefined;
  }, []);
  return (
    <Select
      {...props}
      ref={ref}
      mode="multiple"
      onOpenChange={(next) => {
        open.current = next;
        onOpenChange?.(next);
      }}
    />
  );
}
