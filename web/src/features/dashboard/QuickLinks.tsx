// Quick Links: AI Chat, Find Providers, Prevention Guide.
import { Flex } from 'antd';
import { PATHS } from '../../app/paths';
import { ButtonLink } from '../../lib/ButtonLink';
import { DashboardPanel } from './DashboardPanel';

const LINKS = [
  { to: PATHS.chat, label: 'AI Chat' },
  { to: PATHS.providers, label: 'Find Providers' },
  { to: PATHS.preventionGuide, label: 'Prevention Guide' },
] as const;

export function QuickLinks() {
  return (
    <DashboardPanel title="Quick Links" as="nav">
      <Flex gap={8} wrap>
        {LINKS.map((link) => (
          <ButtonLink key={link.to} to={link.to}>
            {link.label}
          </ButtonLink>
        ))}
      </Flex>
    </DashboardPanel>
  );
}
