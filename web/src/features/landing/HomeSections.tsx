// The home page's lazily loaded sections (one chunk): the features, the call-to-action and the add-business promotion.
import { Card, Col, Row, Typography } from 'antd';
import { BookOutlined, EnvironmentOutlined, MessageOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useAuth } from '../../app/AuthProvider';
import { PATHS } from '../../app/paths';
import { useRuntimeConfig } from '../../app/runtimeConfig';
import { ButtonLink } from '../../lib/ButtonLink';
import './landing.css';

const FEATURES = [
  {
    icon: <MessageOutlined />,
    title: 'Free AI advisor',
    text: 'Describe what you are seeing and get an answer in seconds: identification, likely causes and what to do next.',
  },
  {
    icon: <SafetyCertificateOutlined />,
    title: 'Eco-friendly, DIY first',
    text: 'Advice starts with safe, low-toxicity steps you can take yourself, with care for children, pets and the elderly.',
  },
  {
    icon: <EnvironmentOutlined />,
    title: 'Vetted providers',
    text: 'When a job needs a professional, find pest-control providers near you on a map or in a list and send them a request.',
  },
  {
    icon: <BookOutlined />,
    title: 'Guides you can trust',
    text: 'Browse pest guides, prevention tips, case studies and answers to common questions in the knowledgebase.',
  },
];

export function Features() {
  const { siteName } = useRuntimeConfig();
  return (
    <section className="home-section" aria-labelledby="home-features">
      <Typography.Title id="home-features" level={2}>
        Why {siteName}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {FEATURES.map((feature) => (
          <Col key={feature.title} xs={24} sm={12} lg={6}>
            <Card className="home-feature">
              <span className="home-feature-icon" aria-hidden>
                {feature.icon}
              </span>
              <Typography.Title level={3} className="home-feature-title">
                {feature.title}
              </Typography.Title>
              <Typography.Paragraph className="home-feature-text">{feature.text}</Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
      <Typography.Paragraph className="home-section-more">
        <Link to={PATHS.knowledgebase}>Explore the knowledgebase</Link>
      </Typography.Paragraph>
    </section>
  );
}

export function CallToAction() {
  const { user } = useAuth();
  return (
    <section className="home-section home-cta" aria-labelledby="home-cta">
      <Typography.Title id="home-cta" level={2}>
        Got a pest problem right now?
      </Typography.Title>
      <Typography.Paragraph>
        Ask the AI consultant what it is, why it is there and how to get rid of it safely. It is free, and it tells
        you plainly when it is time to call a professional.
      </Typography.Paragraph>
      {user ? (
        <ButtonLink to={PATHS.chat} type="primary" size="large">
          Start a free consultation
        </ButtonLink>
      ) : (
        <ButtonLink to={PATHS.register} type="primary" size="large">
          Create a free account
        </ButtonLink>
      )}
    </section>
  );
}

export function AddBusinessPromo() {
  const { siteName, supportEmail } = useRuntimeConfig();
  return (
    <section className="home-section home-promo" aria-labelledby="home-promo">
      <Typography.Title id="home-promo" level={2}>
        Run a pest-control business?
      </Typography.Title>
      <Typography.Paragraph>
        Join the {siteName} provider network: your business appears in the directory with its services and locations,
        and people near you can send you requests. For a limited time, adding your business is free.
      </Typography.Paragraph>
      <ButtonLink to={PATHS.addBusiness} size="large">
        Add Your Business
      </ButtonLink>
      <Typography.Paragraph className="home-promo-note">
        Want the AI identification inside your own services? Write to{' '}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </Typography.Paragraph>
    </section>
  );
}
