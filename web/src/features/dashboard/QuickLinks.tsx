// Quick Links (spec document 3 section 2.2): AI Chat, Find Providers, Prevention Guide.
import { Card, Flex, Typography } from 'antd';
import { PATHS } from '../../app/paths';
import { ButtonLink } from '../../lib/ButtonLink';

const LINKS = [
  { to: PATHS.chat, label: 'AI Chat' },
  { to: PATHS.providers, label: 'Find Providers' },
  { to: PATHS.preventionGuide, label: 'Prevention Guide' },
] as const;

export function QuickLinks() {
  return (
    <Card>
      <nav aria-labelledby="quick-links-title">
        <Typography.Title level={2} id="quick-links-title" style={{ fontSize: 20, marginTop: 0 }}>
          Quick Links
        </Typography.Title>
        <Flex gap={8} wrap>
          {LINKS.map((link) => (
            <ButtonLink key={link.to} to={link.to}>
              {link.label}
            </ButtonLink>
          ))}
        </Flex>
      </nav>
    </Card>
  );
}
