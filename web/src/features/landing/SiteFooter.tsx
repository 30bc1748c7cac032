// The site footer: About, Contact, Privacy Policy, Knowledgebase and FAQ, the support address and the copyright. Part
// of the shell (app/Shell.tsx), so it is in the page's HTML (pre-rendered pages and app.html alike); on the home page
// it appears about 2 s after load (the spec), by CSS alone and below the fold, so it is never a late largest paint.
import { Link } from 'react-router-dom';
import { PRIVACY_POLICY } from '@contracts/messages';
import { PATHS } from '../../app/paths';
import { useRuntimeConfig } from '../../app/runtimeConfig';
import { FOOTER_DELAY_MS } from './timing';
import './footer.css';

const LINKS = [
  { to: PATHS.about, label: 'About' },
  { to: PATHS.contact, label: 'Contact' },
  { to: PATHS.privacyPolicy, label: PRIVACY_POLICY.title },
  { to: PATHS.knowledgebase, label: 'Knowledgebase' },
  { to: PATHS.faq, label: 'FAQ' },
];

/** `delayed`: the home page's footer, shown FOOTER_DELAY_MS after it is put on the page. */
export function SiteFooter({ delayed = false }: { delayed?: boolean }) {
  const { siteName, supportEmail } = useRuntimeConfig();
  return (
    <footer className={delayed ? 'site-footer site-footer-delayed' : 'site-footer'} style={delayed ? { animationDelay: `${FOOTER_DELAY_MS}ms` } : undefined}>
      <nav aria-label="Footer">
        <ul className="site-footer-links">
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-footer-meta">
        {/* A page pre-rendered in an earlier year hydrates without a warning and shows its build's year until redeployed. */}
        <span suppressHydrationWarning>
          © {new Date().getFullYear()} {siteName}. All rights reserved.
        </span>{' '}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </p>
    </footer>
  );
}
