// The home page's lazily loaded sections (one chunk): the features, the call-to-action and the add-business promotion.
// Plain elements (no antd), like the rest of the home page.
import { BookOutlined, EnvironmentOutlined, MessageOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useAuth } from '../../app/AuthProvider';
import { PATHS } from '../../app/paths';
import { useRuntimeConfig } from '../../app/runtimeConfig';
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
      <h2 id="home-features" className="home-section-title">
        Why {siteName}
      </h2>
      <ul className="home-features">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="home-feature">
            <span className="home-feature-icon" aria-hidden>
              {feature.icon}
            </span>
            <h3 className="home-feature-title">{feature.title}</h3>
            <p className="home-feature-text">{feature.text}</p>
          </li>
        ))}
      </ul>
      <p className="home-section-more">
        <Link to={PATHS.knowledgebase}>Explore the knowledgebase</Link>
      </p>
    </section>
  );
}

export function CallToAction() {
  const { user } = useAuth();
  return (
    <section className="home-section home-cta" aria-labelledby="home-cta">
      <h2 id="home-cta" className="home-section-title">
        Got a pest problem right now?
      </h2>
      <p>
        Ask the AI consultant what it is, why it is there and how to get rid of it safely. It is free, and it tells you
        plainly when it is time to call a professional.
      </p>
      {user ? (
        <Link to={PATHS.chat} className="pp-btn pp-btn-primary pp-btn-lg">
          Start a free consultation
        </Link>
      ) : (
        <Link to={PATHS.register} className="pp-btn pp-btn-primary pp-btn-lg">
          Create a free account
        </Link>
      )}
    </section>
  );
}

export function AddBusinessPromo() {
  const { siteName, supportEmail } = useRuntimeConfig();
  return (
    <section className="home-section home-promo" aria-labelledby="home-promo">
      <h2 id="home-promo" className="home-section-title">
        Run a pest-control business?
      </h2>
      <p>
        Join the {siteName} provider network: your business appears in the directory with its services and locations,
        and people near you can send you requests. For a limited time, adding your business is free.
      </p>
      <Link to={PATHS.addBusiness} className="pp-btn pp-btn-lg">
        Add Your Business
      </Link>
      <p className="home-promo-note">
        Want the AI identification inside your own services? Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
    </section>
  );
}
