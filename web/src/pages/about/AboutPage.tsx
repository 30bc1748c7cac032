// /about: mission, innovative approach, vision, the roadmap accordion (four items, each in development, planned or
// under research) and a call to action to /chat; each claim true of the product. Plain elements (the roadmap is native
// disclosures), pre-rendered.
import { Link } from 'react-router-dom';
import { ABOUT } from '@contracts/messages';
import { PATHS } from '../../app/paths';
import { useRuntimeConfig } from '../../app/runtimeConfig';
import './about.css';

type RoadmapStatus = (typeof ABOUT)[keyof typeof ABOUT];

/** Status colours dark enough for white text at WCAG AA. */
const STATUS_COLOUR: Record<RoadmapStatus, string> = {
  [ABOUT.inDevelopment]: '#15803d',
  [ABOUT.planned]: '#1d4ed8',
  [ABOUT.underResearch]: '#7c3aed',
};

const ROADMAP: { title: string; status: RoadmapStatus; text: string }[] = [
  {
    title: 'Photo identification',
    status: ABOUT.inDevelopment,
    text: 'Upload a photo of an insect or the damage it leaves and get an identification with next steps.',
  },
  {
    title: 'Provider reviews',
    status: ABOUT.planned,
    text: 'Read and leave reviews of the providers you contacted, so the directory keeps getting better.',
  },
  {
    title: 'Seasonal alerts',
    status: ABOUT.planned,
    text: 'Timely prevention reminders for the pests that are active in your area at each time of year.',
  },
  {
    title: 'Smart monitoring devices',
    status: ABOUT.underResearch,
    text: 'Connecting traps and sensors so activity is spotted early, before an infestation takes hold.',
  },
];

export default function AboutPage() {
  const { siteName } = useRuntimeConfig();
  return (
    <div className="page about-page">
      <h1 className="kb-title">{`About ${siteName}`}</h1>
      <section aria-labelledby="about-mission">
        <h2 id="about-mission" className="kb-section-title">
          Our mission
        </h2>
        <p>
          Everyone should be able to deal with pests safely. {siteName} is a free AI advisor that answers pest
          questions at any hour, and lets you send a request to a vetted professional when a job needs one.
        </p>
      </section>
      <section aria-labelledby="about-approach">
        <h2 id="about-approach" className="kb-section-title">
          Our innovative approach
        </h2>
        <p>
          Our consultant prefers eco-friendly and do-it-yourself solutions first, explains why a pest appears and how to
          keep it away, and tells you plainly when it is time to call a professional.
        </p>
        <ul>
          <li>
            <strong>Free AI advisor:</strong> basic consultation and identification cost nothing.
          </li>
          <li>
            <strong>Eco-friendly, DIY preferred:</strong> safe, low-toxicity steps first, with care for children, pets
            and the elderly.
          </li>
          <li>
            <strong>Vetted providers:</strong> when you need a professional, the directory lists providers our team has
            added or reviewed, who agree to hold the licences and insurance the law requires where they work.
          </li>
        </ul>
      </section>
      <section aria-labelledby="about-vision">
        <h2 id="about-vision" className="kb-section-title">
          Our vision
        </h2>
        <p>Homes and businesses free of pests with less chemistry, better information and trusted local help.</p>
      </section>
      <section aria-labelledby="about-roadmap">
        <h2 id="about-roadmap" className="kb-section-title">
          Roadmap
        </h2>
        <div className="kb-accordion">
          {ROADMAP.map((item) => (
            <details key={item.title} className="kb-accordion-item">
              <summary className="kb-accordion-question">
                <span className="about-roadmap-title">{item.title}</span>
                <span className="about-status" style={{ background: STATUS_COLOUR[item.status] }}>
                  {item.status}
                </span>
              </summary>
              <div className="kb-accordion-answer">
                <p>{item.text}</p>
              </div>
            </details>
          ))}
        </div>
      </section>
      <section className="about-cta">
        <Link to={PATHS.chat} className="pp-btn pp-btn-primary pp-btn-lg">
          Ask the AI consultant
        </Link>
      </section>
    </div>
  );
}
