// /prevention-guide (signed in): the prevention guide as a page of its own.
import type { RouteHandle } from '../../app/DocumentTitle';
import { PreventionGuide } from '../../features/knowledge/PreventionGuide';

export const handle: RouteHandle = {
  title: 'Prevention Guide',
  description: 'How to spot and prevent cockroaches, ants and rodents, seasonal tips, eco-friendly methods and when to call a professional.',
};

export default function PreventionGuidePage() {
  return (
    <div className="page kb-page">
      <h1 className="kb-title">Pest Prevention Guide</h1>
      <p className="kb-intro">Practical, eco-friendly ways to keep pests out of your home all year round.</p>
      <PreventionGuide />
    </div>
  );
}
