import { ConfigProvider, message } from 'antd';
import { Themed } from '../components/themed.tsx';

let configured = false;

/** antd's own message (the same toast as in the signed-in pages), themed, in a container of its own. */
export function showToast(kind: 'success' | 'error', text: string): void {
  if (!configured) {
    ConfigProvider.config({ holderRender: (children) => <Themed>{children}</Themed> });
    configured = true;
  }
  void message[kind](text);
}
