import type { ReactNode } from 'react';
import { Flex } from 'antd';

/** Two fields side by side, sharing the row equally. */
export function FieldPair({ children: [first, second] }: { children: [ReactNode, ReactNode] }) {
  return (
    <Flex gap={16}>
      <div style={{ flex: 1 }}>{first}</div>
      <div style={{ flex: 1 }}>{second}</div>
    </Flex>
  );
}
