// The privacy policy's 13 sections: the retention periods, the rights and their
// 30-day answer, the 72-hour breach notice and the minimum age of 16 come from the contracts' PRIVACY_POLICY texts.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PRIVACY_POLICY } from '@contracts/messages';
import { PATHS } from '../../app/paths';

export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

export function privacyPolicySections({ siteName, supportEmail }: { siteName: string; supportEmail: string }): PolicySection[] {
  const mail = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return [
    {
      id: 'introduction',
      title: 'Introduction',
      body: (
        <p>
          This policy explains what personal data {siteName} collects when you use the website, the AI pest consultant,
          the provider directory and our other services, why we collect it, how long we keep it and the rights you have.
          {' '}{siteName} is the controller of this data. By using the service you acknowledge that your data is handled
          as described here.
        </p>
      ),
    },
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      body: (
        <>
          <p>We collect only what we need to run the service:</p>
          <ul>
            <li>
              <strong>Account data:</strong> your e-mail address, display name, role and account creation date. Your
              password is handled by our authentication service and is never stored in readable form.
            </li>
            <li>
              <strong>Consent records:</strong> when you agreed to this policy and whether you agreed to marketing
              messages, with the time of each choice.
            </li>
            <li>
              <strong>Conversations:</strong> the chat threads and messages you exchange with the AI consultant, and the
              country you choose for location-aware advice.
            </li>
            <li>
              <strong>Provider requests:</strong> the requests you send to providers, with the details you enter (your
              description, callback number, priority, safety considerations, country and city).
            </li>
            <li>
              <strong>Location:</strong> your browser's location, only when you allow it, to find providers near you.
            </li>
            <li>
              <strong>Contact and business submissions:</strong> what you send through the contact form (name, e-mail,
              optional phone, subject and message) or the add-business form.
            </li>
            <li>
              <strong>Usage and technical data:</strong> AI token usage, error reports, and the IP address and browser
              details our servers see, used for security, abuse prevention and reliability.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-we-use',
      title: 'How We Use Your Information',
      body: (
        <>
          <p>We use your data to:</p>
          <ul>
            <li>create and secure your account and keep you signed in;</li>
            <li>answer your pest questions and keep your conversation history;</li>
            <li>find providers near you and pass your requests to the provider you choose;</li>
            <li>answer your messages and support requests;</li>
            <li>manage your AI token allocation and requests for more tokens;</li>
            <li>send marketing e-mails, only if you opted in;</li>
            <li>prevent abuse, fix errors and keep the service reliable.</li>
          </ul>
          <p>
            We rely on the contract with you to provide the service, on your consent for marketing and optional cookies,
            on our legitimate interest in keeping the service secure and improving it, and on legal obligations where
            they apply.
          </p>
        </>
      ),
    },
    {
      id: 'ai-consultant',
      title: 'The AI Consultant',
      body: (
        <p>
          To answer you, the AI consultant may send your messages, with the earlier messages of the conversation and
          the country you chose, to a language-model provider acting as our processor. Please do not include sensitive
          personal information,
          such as health details or identity documents, in your messages. The advice is general guidance and does not
          replace an inspection by a licensed professional.
        </p>
      ),
    },
    {
      id: 'sharing-with-providers',
      title: 'Sharing with Pest-Control Providers',
      body: (
        <p>
          When you send a request to a provider or ask us to connect you with a professional, we share the request with
          that provider: your name, e-mail address, the details of the request and, if you asked for a callback, your
          phone number. Providers use this only to answer your request and are responsible for how they handle it
          afterwards. We never sell your personal data.
        </p>
      ),
    },
    {
      id: 'service-providers',
      title: 'Service Providers and Legal Disclosures',
      body: (
        <p>
          We use trusted processors to host the service, store data, send e-mail and run the AI consultant. They act on
          our instructions and under data-protection agreements. We may disclose data when the law requires it, to
          protect the rights and safety of our users, or as part of a merger or sale of the business, in which case
          this policy continues to apply. Where data is processed outside your country, we use appropriate safeguards
          such as standard contractual clauses.
        </p>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies and Similar Technologies',
      body: (
        <p>
          We use essential cookies and browser storage to keep you signed in and remember your choices, such as your
          cookie choice and dismissed notices. Analytics cookies are used only if you select Accept All in the cookie
          banner; if you decline or close the banner, they are not used. We do not use targeting cookies. You can
          change your choice at any time by clearing this site's data in your browser, after which the banner asks
          again.
        </p>
      ),
    },
    {
      id: 'data-retention',
      title: 'Data Retention',
      body: (
        <>
          <p>We keep personal data only as long as we need it:</p>
          <ul>
            <li>{PRIVACY_POLICY.retentionAccount}</li>
            <li>{PRIVACY_POLICY.retentionChats}</li>
            <li>{PRIVACY_POLICY.retentionContact}</li>
            <li>{PRIVACY_POLICY.retentionProviderConnections}</li>
          </ul>
          <p>
            After these periods the data is deleted or anonymised, unless the law requires us to keep it longer.
          </p>
        </>
      ),
    },
    {
      id: 'data-security',
      title: 'Data Security',
      body: (
        <>
          <p>
            Data is encrypted in transit and at rest, access is limited to the people and systems that need it, and
            administrative actions are protected by separate permissions. No system is perfectly secure, so please use a
            strong password that you do not use elsewhere.
          </p>
          <p>{PRIVACY_POLICY.breachNotice}</p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your Rights',
      body: (
        <>
          <p>Depending on where you live, you have the right to:</p>
          <ul>
            <li>access the personal data we hold about you and receive a copy (use Export my data in your profile settings);</li>
            <li>correct inaccurate data (you can edit your display name in your profile);</li>
            <li>
              have your data deleted: request it on the <Link to={PATHS.dataDeletion}>data deletion page</Link>;
            </li>
            <li>restrict or object to processing, and receive your data in a portable format;</li>
            <li>withdraw consent at any time, for example to marketing e-mails in your profile settings;</li>
            <li>complain to your data-protection authority.</li>
          </ul>
          <p>
            {PRIVACY_POLICY.rightsResponse} To make a request, use the <Link to={PATHS.contact}>contact page</Link> or
            write to {mail}.
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: "Children's Privacy",
      body: (
        <p>
          {PRIVACY_POLICY.minimumAge} If you believe a child under 16 has given us personal data, please contact us and
          we will delete it.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      body: (
        <p>
          We may update this policy as the service changes. The date at the top shows the latest version; when a change
          is significant we will tell you by e-mail or with a notice on the site before it takes effect.
        </p>
      ),
    },
    {
      id: 'contact-us',
      title: 'Contact Us',
      body: (
        <p>
          For questions about this policy or your personal data, use the <Link to={PATHS.contact}>contact page</Link> or
          write to {mail}.
        </p>
      ),
    },
  ];
}
