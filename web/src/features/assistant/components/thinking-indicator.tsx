import { Flex, Spin, Typography } from 'antd';

/** The animated 'AI is thinking...' line shown while a reply is pending (part 2 §2.13). */
export function ThinkingIndicator() {
  return (
    <Flex align="center" gap={8} role="status" aria-live="polite">
      <Spin size="small" />
      <Typography.Text type="secondary">AI is thinking...</Typography.Text>
    </Flex>
  );
}
