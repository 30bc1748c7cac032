// The words of the privacy consent box ('I agree to the Privacy Policy', the policy opening in a new tab): one source
// for the antd field (PrivacyConsentField) and the plain one (plainForm's PrivacyConsentCheck).
import { Link } from 'react-router-dom';
import { PATHS } from '../app/paths';

export function PrivacyConsentLabel() {
  return (
    <>
      I agree to the{' '}
      <Link to={PATHS.privacyPolicy} target="_blank" rel="noopener noreferrer">
        Privacy Policy
      </Link>
    </>
  );
}
