// The featured providers block: small cards with the badge, rating, place and Contact; hidden when there are none.
import { Card, Skeleton } from 'antd';
import { PROVIDER_DIRECTORY } from '@contracts/messages';
import type { ProviderWire } from '@contracts/provider';
import type { useFeaturedProviders } from './api';
import { ContactButton, FeaturedBadge } from './ProviderCard';
import { ProviderRating } from './ProviderRating';

export interface FeaturedProvidersProps {
  featured: ReturnType<typeof useFeaturedProviders>;
  onContact: (provider: ProviderWire) => void;
}

export function FeaturedProviders({ featured: { data, isLoading }, onContact }: FeaturedProvidersProps) {
  const providers = data?.providers ?? [];
  if (!isLoading && providers.length === 0) return null;
  const headingId = 'featured-providers-heading';
  return (
    <section className="featured-providers" aria-labelledby={headingId}>
      <h2 id={headingId} className="directory-section-title">
        {PROVIDER_DIRECTORY.featuredTitle}
      </h2>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <ul className="featured-list">
          {providers.map((provider) => (
            <li key={provider.id}>
              <Card size="small" className="featured-card">
                <h3 className="provider-card-title">{provider.name}</h3>
                <FeaturedBadge />
                <ProviderRating rating={provider.rating} reviewCount={provider.review_count} />
                <p className="provider-place">
                  {provider.city}, {provider.country}
                </p>
                <ContactButton provider={provider} onContact={onContact} size="small" />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
