// The home page's limited-time offer: pest-control providers can add their business for free (-> /add-business).
// A plain element rather than antd's Alert: it renders first on every visit, so it loads as little code as possible.
import { InfoCircleFilled } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { useRuntimeConfig } from '../../app/runtimeConfig';

export const OFFER_LABEL = 'Limited-time offer';

export function OfferBanner() {
  const { siteName } = useRuntimeConfig();
  return (
    <section className="home-offer" aria-label={OFFER_LABEL}>
      <InfoCircleFilled className="home-offer-icon" aria-hidden />
      <p>
        <strong>{OFFER_LABEL}:</strong> pest-control providers can add their business to {siteName} for free.{' '}
        <Link to={PATHS.addBusiness}>Add your business</Link>
      </p>
    </section>
  );
}
