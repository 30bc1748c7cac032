// / : the free-advice landing page: limited-time provider offer, hero with the call to action, the product's promises.
import { Alert, Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { useRuntimeConfig } from '../../app/runtimeConfig';
import { ButtonLink } from '../../lib/ButtonLink';

const FEATURES = [
  {
    title: 'Free AI advisor',
    text: 'Describe what you are seeing and get an answer in seconds: identification, likely causes and what to do next.',
  },
  {
    title: 'Eco-friendly, DIY first',
    text: 'Advice starts with safe, low-toxicity steps you can take yourself, with care for children, pets and the elderly.',
  },
  {
    title: 'Vetted providers',
    text: 'When a job needs a professional, find pest-control providers near you and send them a request.',
  },
];

export default function HomePage() {
  const { siteName } = useRuntimeConfig();
  return (
    <div className="page">
      <Alert
        type="info"
        showIcon
        role="region"
        aria-label="Limited-time offer"
        title={
          <span>
            <strong>Limited-time offer:</strong> pest-control providers can add their business to {siteName} for free.{' '}
            <Link to={PATHS.addBusiness}>Add your business</Link>
          </span>
        }
      />
      <section className="home-hero" aria-labelledby="home-title">
        <Typography.Title id="home-title" level={1}>
          Free AI pest-control advice
        </Typography.Title>
        <Typography.Paragraph style={{ fontSize: 18 }}>
          Tell our AI consultant about ants, cockroaches, bed bugs or anything else that bugs you, and get practical,
          eco-friendly advice you can act on today.
        </Typography.Paragraph>
        <ButtonLink to={PATHS.chat} type="primary" size="large">
          Ask the AI consultant
        </ButtonLink>
      </section>
      <section aria-labelledby="home-features">
        <Typography.Title id="home-features" level={2}>
          Why {siteName}
        </Typography.Title>
        <Row gutter={[16, 16]}>
          {FEATURES.map((feature) => (
            <Col key={feature.title} xs={24} md={8}>
              <Card style={{ height: '100%' }}>
                <Typography.Title level={3} style={{ fontSize: 18, marginTop: 0 }}>
                  {feature.title}
                </Typography.Title>
                <Typography.Paragraph style={{ marginBottom: 0 }}>{feature.text}</Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      </section>
    </div>
  );
}
