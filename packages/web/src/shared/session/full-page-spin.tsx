import { Flex, Spin } from 'antd';

/** A large spinner in the middle of the page, while the router or a guard waits. */
export function FullPageSpin() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }}>
      <Spin size="large" />
    </Flex>
  );
}
