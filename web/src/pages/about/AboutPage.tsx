// /about: mission, innovative approach, vision, the roadmap accordion (four items, each in development, planned or
// under research) and a call to action to /chat.
import { Collapse, Tag, Typography } from 'antd';
import { ABOUT } from '@contracts/messages';
import { PATHS } from '../../app/paths';
import { useRuntimeConfig } from '../../app/runtimeConfig';
import { ButtonLink } from '../../lib/ButtonLink';

type RoadmapStatus = (typeof ABOUT)[keyof typeof ABOUT];

/** Tag colours dark enough for white text at WCAG AA. */
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
    <div className="page">
      <Typography.Title level={1}>About {siteName}</Typography.Title>
      <section aria-labelledby="about-mission">
        <Typography.Title id="about-mission" level={2}>
          Our mission
        </Typography.Title>
        <Typography.Paragraph>
          Everyone should be able to deal with pests safely. {siteName} is a free AI advisor that answers pest
          questions at any hour, and connects you with vetted professionals when a job needs one.
        </Typography.Paragraph>
      </section>
      <section aria-labelledby="about-approach">
        <Typography.Title id="about-approach" level={2}>
          Our innovative approach
        </Typography.Title>
        <Typography.Paragraph>
          Our consultant prefers eco-friendly and do-it-yourself solutions first, explains why a pest appears and how to
          keep it away, and tells you plainly when it is time to call a professional.
        </Typography.Paragraph>
        <ul>
          <li>
            <strong>Free AI advisor:</strong> basic consultation and identification cost nothing.
          </li>
          <li>
            <strong>Eco-friendly, DIY preferred:</strong> safe, low-toxicity steps first, with care for children, pets
            and the elderly.
          </li>
          <li>
            <strong>Vetted providers:</strong> when you need a professional, the directory lists providers checked for
            licences and insurance.
          </li>
        </ul>
      </section>
      <section aria-labelledby="about-vision">
        <Typography.Title id="about-vision" level={2}>
          Our vision
        </Typography.Title>
        <Typography.Paragraph>
          Homes and businesses free of pests with less chemistry, better information and trusted local help.
        </Typography.Paragraph>
      </section>
      <section aria-labelledby="about-roadmap">
        <Typography.Title id="about-roadmap" level={2}>
          Roadmap
        </Typography.Title>
        <Collapse
          items={ROADMAP.map((item) => ({
            key: item.title,
            label: item.title,
            extra: <Tag color={STATUS_COLOUR[item.status]}>{item.status}</Tag>,
            children: <p style={{ margin: 0 }}>{item.text}</p>,
          }))}
        />
      </section>
      <section style={{ textAlign: 'center', padding: '32px 0' }}>
        <ButtonLink to={PATHS.chat} type="primary" size="large">
          Ask the AI consultant
        </ButtonLink>
      </section>
    </div>
  );
}
