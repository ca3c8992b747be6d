import { Flex, Spin } from 'antd';
import { Text } from '@/components/ui/typography';

/** The animated 'AI is thinking...' line shown while a reply is pending. */
export function ThinkingIndicator() {
  return (
    <Flex align="center" gap={8} role="status" aria-live="polite">
      <Spin size="small" />
      <Text type="secondary">AI is thinking...</Text>
    </Flex>
  );
}
