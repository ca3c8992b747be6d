import { Flex, Spin } from 'antd';

/** Full-area spinner shown while the sign-in state or a lazy screen loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '40vh' }} role="status" aria-label={label}>
      <Spin size="large" />
    </Flex>
  );
}
