// / : the free-advice landing: the limited-time provider offer and the hero render at once; the features, the
// call-to-action and the add-business promotion are one lazy chunk, staggered on phones (see features/landing/timing).
import { lazy } from 'react';
import { Deferred } from '../../lib/Deferred';
import { useIsMobile } from '../../lib/useMediaQuery';
import { Hero } from '../../features/landing/Hero';
import { OfferBanner } from '../../features/landing/OfferBanner';
import { MOBILE_STAGGER_MS } from '../../features/landing/timing';
import { useDelay } from '../../lib/useDelay';
import '../../features/landing/landing.css';

const loadSections = () => import('../../features/landing/HomeSections');
const Features = lazy(() => loadSections().then((m) => ({ default: m.Features })));
const CallToAction = lazy(() => loadSections().then((m) => ({ default: m.CallToAction })));
const AddBusinessPromo = lazy(() => loadSections().then((m) => ({ default: m.AddBusinessPromo })));

export default function HomePage() {
  const isMobile = useIsMobile();
  const showFeatures = useDelay(isMobile ? MOBILE_STAGGER_MS.features : 0);
  const showCallToAction = useDelay(isMobile ? MOBILE_STAGGER_MS.callToAction : 0);
  return (
    <div className="page">
      <OfferBanner />
      <Hero />
      {showFeatures && (
        <Deferred name="The home page's features">
          <Features />
        </Deferred>
      )}
      {showCallToAction && (
        <Deferred name="The home page's call-to-action">
          <CallToAction />
          <AddBusinessPromo />
        </Deferred>
      )}
    </div>
  );
}
