// The prevention guide's five tabs (functions/knowledge/preventionGuide.ts): Common Pests as an accordion of signs and
// tips, the others as cards of tips; When to Call Pros ends with the Find Providers link. A page of its own
// (/prevention-guide) or a section of another page.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PREVENTION_GUIDE, type GuideTab, type GuideTopic } from '@knowledge/preventionGuide';
import { PATHS } from '../../app/paths';
import { Accordion } from './Accordion';
import { Tabs } from './Tabs';
import { TextList } from './TextList';

function TopicDetails({ topic }: { topic: GuideTopic }) {
  return (
    <>
      <h4 className="kb-subheading">Signs</h4>
      <TextList items={topic.signs ?? []} />
      <h4 className="kb-subheading">Prevention tips</h4>
      <TextList items={topic.tips} />
    </>
  );
}

function Panel({ tab }: { tab: GuideTab }) {
  return (
    <>
      <p className="kb-intro kb-tab-intro">{tab.intro}</p>
      {tab.id === 'common-pests' ? (
        <Accordion single items={tab.topics.map((topic) => ({ question: topic.title, answer: <TopicDetails topic={topic} /> }))} />
      ) : (
        <div className="kb-grid">
          {tab.topics.map((topic) => (
            <section key={topic.title} className="kb-card pest-section" aria-label={topic.title}>
              <h3 className="kb-card-title">{topic.title}</h3>
              <TextList items={topic.tips} />
            </section>
          ))}
        </div>
      )}
      {tab.id === 'call-pros' && (
        <p className="kb-footer-links">
          <Link to={PATHS.providers} className="pp-btn pp-btn-primary">
            Find Providers
          </Link>
        </p>
      )}
    </>
  );
}

export function PreventionGuide() {
  const [selected, setSelected] = useState<GuideTab['id']>(PREVENTION_GUIDE[0].id);
  const tab = PREVENTION_GUIDE.find((t) => t.id === selected) ?? PREVENTION_GUIDE[0];
  return (
    <Tabs label="Prevention guide" tabs={PREVENTION_GUIDE} selected={selected} onSelect={setSelected}>
      <Panel tab={tab} />
    </Tabs>
  );
}
