import { Flex, Progress } from 'antd';
import { Text } from '@/components/ui/typography';
import { completionColor, completionLabel } from '@docnet/contracts';

const COLORS = { red: '#ff4d4f', orange: '#fa8c16', yellow: '#fadb14', green: '#52c41a' } as const;

/** Percent, label by score and colour (red, orange, yellow, green). */
export function CompletionBar({ score }: { score: number }) {
  const clamped = Math.min(100, Math.max(0, score));
  const label = completionLabel(clamped);
  return (
    <Flex vertical gap={4} aria-label="Profile completion">
      <Flex justify="space-between">
        <Text strong>Profile completion: {clamped}%</Text>
        <Text data-testid="completion-label">{label}</Text>
      </Flex>
      <Progress
        percent={clamped}
        showInfo={false}
        strokeColor={COLORS[completionColor(clamped)]}
        aria-valuenow={clamped}
        aria-label={`${clamped}% ${label}`}
      />
    </Flex>
  );
}
