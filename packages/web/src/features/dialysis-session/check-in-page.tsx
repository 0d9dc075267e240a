import { Spin } from 'antd';

// Being built this session (issue 5); replaced by the page itself before the session ends.
export function CheckInPage() {
  return <Spin />;
}
