import { useEffect, useRef, useState } from 'react';
import { Button, Col, Flex, Row } from 'antd';
import { Card } from '@/components/ui/card';
import { Paragraph, Text, Title } from '@/components/ui/typography';
import { LogoMark } from '@/components/ui/logo';
import { readLogoChoice, storeLogoChoice, type LogoVariant } from '@/lib/site-logo';
import { toast } from '@/lib/toast';
import { BackLink } from './back-link';

/** The six options, numbered 1 to 6 in this order. */
export const logoOptions: { variant: LogoVariant; name: string; description: string }[] = [
  { variant: 'default', name: 'Modern Minimal', description: 'A clean medical cross on a rounded tile.' },
  { variant: 'network', name: 'Network Focus', description: 'Three linked nodes: colleagues connected.' },
  { variant: 'smile', name: 'Connected Smile', description: 'A friendly smile for dental professionals.' },
  { variant: 'professional', name: 'Professional Network', description: 'Two colleagues under a shield of trust.' },
  { variant: 'hub', name: 'Connection Hub', description: 'A centre reaching out to every specialty.' },
  { variant: 'mesh', name: 'Mesh Network', description: 'A dense web of peer connections.' },
];

/** Applying takes 0.8 s before the choice is stored. */
export const LOGO_APPLY_DELAY_MS = 800;

/**
 * /logo-options: 'Select' one of six logos, then 'Apply Selected Logo' stores it under 'site-logo' and
 * announces it, so the navigation bar and the footer change at once.
 */
export function LogoOptionsPage() {
  const [selected, setSelected] = useState<LogoVariant>(readLogoChoice);
  const [applying, setApplying] = useState(false);
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = () => {
    setApplying(true);
    timer.current = window.setTimeout(() => {
      storeLogoChoice(selected);
      setApplying(false);
      const number = logoOptions.findIndex((option) => option.variant === selected) + 1;
      toast({ title: 'Logo Updated', description: `Your logo has been updated to option ${number}` });
    }, LOGO_APPLY_DELAY_MS);
  };

  return (
    <div style={{ maxWidth: 1000, margin: '0 auto' }}>
      <BackLink />
      <Title level={1} style={{ fontSize: 30 }}>
        Choose Your Logo
      </Title>
      <Paragraph type="secondary">
        Pick the mark shown in the navigation bar and the footer. Your choice is kept in this browser.
      </Paragraph>
      <Row gutter={[16, 16]}>
        {logoOptions.map((option, index) => {
          const isSelected = option.variant === selected;
          return (
            <Col xs={24} sm={12} md={8} key={option.variant}>
              <Card
                aria-label={`Option ${index + 1}: ${option.name}`}
                style={{ borderColor: isSelected ? '#1677ff' : undefined, borderWidth: isSelected ? 2 : 1 }}
              >
                <Flex vertical align="center" gap={8}>
                  <LogoMark variant={option.variant} size={64} />
                  <Title level={2} style={{ fontSize: 16, margin: 0 }}>
                    {index + 1}. {option.name}
                  </Title>
                  <Text type="secondary" style={{ textAlign: 'center' }}>
                    {option.description}
                  </Text>
                  <Button
                    type={isSelected ? 'primary' : 'default'}
                    aria-pressed={isSelected}
                    aria-label={`Select ${option.name}`}
                    onClick={() => setSelected(option.variant)}
                  >
                    Select
                  </Button>
                  {isSelected && <Text type="success">✓ Selected</Text>}
                </Flex>
              </Card>
            </Col>
          );
        })}
      </Row>
      <Flex justify="center" style={{ marginTop: 24 }}>
        <Button type="primary" size="large" loading={applying} onClick={apply}>
          Apply Selected Logo
        </Button>
      </Flex>
    </div>
  );
}
