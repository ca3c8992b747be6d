import { Flex, Radio, Switch } from 'antd';
import { Card } from '@/components/ui/card';
import { Paragraph, Text } from '@/components/ui/typography';
import { LogoMark } from '@/components/ui/logo';
import { logoVariants, storeLogoChoice, useLogoChoice, type LogoVariant } from '@/lib/site-logo';
import { storeThemeMode, useThemeMode } from '@/lib/theme';
import { toast } from '@/lib/toast';

/** Appearance: the dark/light theme and the logo, both kept in this browser. */
export function AppearanceTab() {
  const mode = useThemeMode();
  const logo = useLogoChoice();

  const changeTheme = (dark: boolean) => {
    storeThemeMode(dark ? 'dark' : 'light');
    toast({ title: dark ? 'Dark Mode Activated' : 'Light Mode Activated' });
  };

  const changeLogo = (variant: LogoVariant) => {
    storeLogoChoice(variant);
    toast({ title: 'Logo Updated', description: `Your logo has been updated to option ${logoVariants.indexOf(variant) + 1}` });
  };

  return (
    <Flex vertical gap={24}>
      <Flex justify="space-between" align="center" gap={16}>
        <div>
          <Text strong>Dark mode</Text>
          <Paragraph type="secondary" style={{ margin: 0 }}>
            Switch between the light and the dark theme. Until you choose, your system setting decides.
          </Paragraph>
        </div>
        <Switch aria-label="Dark mode" checked={mode === 'dark'} onChange={changeTheme} />
      </Flex>
      <div>
        <Text strong>Logo</Text>
        <Paragraph type="secondary">The logo shown in the navigation bar and the footer.</Paragraph>
        <Radio.Group value={logo} onChange={(event) => changeLogo(event.target.value as LogoVariant)} aria-label="Logo">
          <Flex wrap gap={12}>
            {logoVariants.map((variant, index) => (
              <Card key={variant} size="small" style={{ minWidth: 120 }}>
                <Radio value={variant} aria-label={`Logo option ${index + 1}`}>
                  <Flex align="center" gap={8}>
                    <LogoMark variant={variant} size={28} />
                    <span>Option {index + 1}</span>
                  </Flex>
                </Radio>
              </Card>
            ))}
          </Flex>
        </Radio.Group>
      </div>
    </Flex>
  );
}
