// /privacy-policy (public): the policy's 13 sections with their date, Go Back (history back, or home when the
// policy was opened in a new tab) and Print Privacy Policy.
import { Button, Typography } from 'antd';
import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { PRIVACY_POLICY } from '@contracts/messages';
import { PATHS } from '../../app/paths';
import { useRuntimeConfig } from '../../app/runtimeConfig';
import { privacyPolicySections } from '../../features/legal/privacyPolicySections';
import '../../features/legal/legal.css';

export default function PrivacyPolicyPage() {
  const navigate = useNavigate();
  // The router gives the entry the app started on the key 'default': then there is no page of ours to go back to.
  const cameFromApp = useLocation().key !== 'default';
  const config = useRuntimeConfig();
  const sections = privacyPolicySections(config);

  return (
    <article className="legal-document" aria-labelledby="privacy-title">
      <Typography.Title id="privacy-title" level={1}>
        {PRIVACY_POLICY.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{PRIVACY_POLICY.lastUpdated}</Typography.Paragraph>
      <div className="legal-actions">
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => (cameFromApp ? navigate(-1) : navigate(PATHS.home))}>
          {PRIVACY_POLICY.goBack}
        </Button>
        <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
          {PRIVACY_POLICY.print}
        </Button>
      </div>
      <nav className="legal-contents" aria-label="Contents">
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
