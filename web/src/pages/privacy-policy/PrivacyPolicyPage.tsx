// /privacy-policy (public): the policy's 13 sections with their date, Go Back (history back, or home when the
// policy was opened in a new tab) and Print Privacy Policy. Plain elements, pre-rendered.
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
      <h1 id="privacy-title" className="kb-title">
        {PRIVACY_POLICY.title}
      </h1>
      <p className="legal-updated">{PRIVACY_POLICY.lastUpdated}</p>
      <div className="legal-actions">
        <button type="button" className="pp-btn" onClick={() => (cameFromApp ? navigate(-1) : navigate(PATHS.home))}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden focusable="false">
            <path d="M14 8H2.5M7 3L2 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {PRIVACY_POLICY.goBack}
        </button>
        <button type="button" className="pp-btn" onClick={() => window.print()}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden focusable="false">
            <path d="M4 6V1.5h8V6M4 12H2V6h12v6h-2M4 9.5h8v5H4z" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
          </svg>
          {PRIVACY_POLICY.print}
        </button>
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
