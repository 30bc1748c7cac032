// One provider in the directory: name, featured badge, rating and reviews, distance, response time, description, up to 5 service
// chips and 2 extra locations (3 and 1 on small screens), and Contact.
import { Button, Card, Tag, Typography, type ButtonProps } from 'antd';
import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined, StarFilled } from '@ant-design/icons';
import { PROVIDER_DIRECTORY } from '@contracts/messages';
import type { ProviderWire } from '@contracts/provider';
import { useIsMobile } from '../../lib/useMediaQuery';
import { formatDistance, shownLocations, shownServices } from './cardContent';
import { ProviderRating } from './ProviderRating';

export function FeaturedBadge() {
  return (
    <Tag className="provider-featured" icon={<StarFilled aria-hidden />}>
      {PROVIDER_DIRECTORY.featured}
    </Tag>
  );
}

/** Contact for one provider (a card, a featured card, the map's info window), named with the provider for screen readers. */
export function ContactButton({ provider, onContact, ...props }: { provider: ProviderWire; onContact: (provider: ProviderWire) => void } & Omit<ButtonProps, 'onClick'>) {
  return (
    <Button {...props} onClick={() => onContact(provider)} aria-label={`${PROVIDER_DIRECTORY.contact} ${provider.name}`}>
      {PROVIDER_DIRECTORY.contact}
    </Button>
  );
}

export function ProviderCard({ provider, onContact }: { provider: ProviderWire; onContact: (provider: ProviderWire) => void }) {
  const mobile = useIsMobile();
  const services = shownServices(provider, mobile);
  const locations = shownLocations(provider, mobile);
  return (
    <Card className="provider-card" size="small">
      <div className="provider-card-head">
        <div>
          <h3 className="provider-card-title">{provider.name}</h3>
          <div className="provider-card-meta">
            {provider.featured && <FeaturedBadge />}
            <ProviderRating rating={provider.rating} reviewCount={provider.review_count} />
            {provider.distanceKm !== undefined && <span className="provider-distance">{formatDistance(provider.distanceKm)}</span>}
            {provider.response_hours !== undefined && (
              <span className="provider-response">
                <ClockCircleOutlined aria-hidden /> {PROVIDER_DIRECTORY.respondsWithin(provider.response_hours)}
              </span>
            )}
          </div>
        </div>
        <ContactButton provider={provider} onContact={onContact} type="primary" icon={<MailOutlined aria-hidden />} />
      </div>
      <Typography.Paragraph className="provider-description">{provider.description}</Typography.Paragraph>
      <p className="provider-place">
        <EnvironmentOutlined aria-hidden /> {provider.city}, {provider.country}
        {provider.contact_info.address && <span className="provider-address"> · {provider.contact_info.address}</span>}
      </p>
      {services.items.length > 0 && (
        <ul className="provider-services" aria-label="Services">
          {services.items.map((service) => (
            <li key={service}>
              <Tag>{service}</Tag>
            </li>
          ))}
          {services.more > 0 && (
            <li>
              <Tag variant="outlined">+{services.more} more</Tag>
            </li>
          )}
        </ul>
      )}
      {locations.items.length > 0 && (
        <p className="provider-locations">
          Also serves: {locations.items.join('; ')}
          {locations.more > 0 && ` and ${locations.more} more`}
        </p>
      )}
    </Card>
  );
}
