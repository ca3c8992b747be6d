import { Flex, Layout, theme } from 'antd';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

const footerLinks = [
  { label: 'About', href: paths.about.getHref() },
  { label: 'Community Guidelines', href: paths.guidelines.getHref() },
  { label: 'Privacy & Terms', href: paths.privacy.getHref() },
  { label: 'Help Center', href: paths.help.getHref() },
  { label: 'Contact Us', href: paths.contact.getHref() },
] as const;

/** Footer of every screen: logo, links, copyright with the current year. */
export function AppFooter() {
  const { token } = theme.useToken();
  return (
    <Layout.Footer
      style={{ background: token.colorBgContainer, borderTop: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Flex vertical align="center" gap={12} style={{ maxWidth: 1200, margin: '0 auto' }}>
        <Logo size={18} />
        <nav aria-label="Footer">
          <Flex wrap justify="center" gap="small" style={{ columnGap: 20 }}>
            {footerLinks.map((link) => (
              <Link key={link.href} to={link.href}>
                {link.label}
              </Link>
            ))}
          </Flex>
        </nav>
        {/* Plain text and Date, not antd Typography or dayjs: the footer is in every page's first download.
            The year of a prerendered page is the build's, corrected on hydration. */}
        <span style={{ color: token.colorTextSecondary }} suppressHydrationWarning>© {new Date().getFullYear()} DocNet. All rights reserved.</span>
      </Flex>
    </Layout.Footer>
  );
}
