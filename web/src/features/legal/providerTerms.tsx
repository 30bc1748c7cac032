// The terms and conditions for provider listings: long legal text, governed by
// the laws of the Kingdom of Saudi Arabia, last updated April 2025. Opened by the provider pages and the add-business form.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../../app/paths';

export interface TermsClause {
  title: string;
  body: ReactNode;
}

export function providerTermsClauses({ siteName, supportEmail }: { siteName: string; supportEmail: string }): TermsClause[] {
  const mail = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return [
    {
      title: 'Acceptance of these terms',
      body: (
        <p>
          These terms govern the listing of a pest-control business (the &quot;Provider&quot;) in the {siteName}{' '}
          provider directory (the &quot;Directory&quot;). By submitting a listing request, ticking the box that accepts
          these terms, or keeping a listing active, the Provider and the person submitting on its behalf accept these
          terms and confirm that they are authorised to bind the business. If you do not accept them, do not submit
          a listing request.
        </p>
      ),
    },
    {
      title: 'Eligibility',
      body: (
        <p>
          Listings are available to businesses that provide pest-control, inspection, fumigation, wildlife removal or
          related services and that hold every licence, permit, registration and insurance required by the laws of each
          place where they operate. The person submitting must be at least 18 years old. {siteName} may ask for
          evidence of eligibility at any time.
        </p>
      ),
    },
    {
      title: 'Listing information',
      body: (
        <>
          <p>
            The Provider is responsible for the listing information it supplies, including its business name,
            description, services, locations, contact details, website and logo, and warrants that this information is
            true, complete, up to date and not misleading. The Provider must promptly tell {siteName} of any change.
          </p>
          <p>
            {siteName} may edit listing information for length, clarity, format or category, and may decline, suspend
            or remove a listing at its discretion.
          </p>
        </>
      ),
    },
    {
      title: 'Review and verification',
      body: (
        <p>
          Listing requests are reviewed before publication. Review may include checks of licences, insurance, business
          registration and reputation. Publication does not mean that {siteName} endorses, certifies or guarantees the
          Provider or its work, and a listing may be marked, ranked or featured according to criteria that{' '}
          {siteName} sets and may change.
        </p>
      ),
    },
    {
      title: 'Requests from users',
      body: (
        <>
          <p>
            Users may send requests to a listed Provider through the Directory. A request may include the user&apos;s
            name, e-mail address, phone number, location, a description of the problem and safety considerations such
            as the presence of children, pets or elderly people.
          </p>
          <p>
            The Provider may use this information only to answer that request and to provide the services the user
            asks for. It must not sell it, share it with third parties, add it to marketing lists without the
            user&apos;s consent, or keep it longer than needed. The Provider will answer requests promptly, courteously
            and honestly.
          </p>
        </>
      ),
    },
    {
      title: 'Standards of service',
      body: (
        <p>
          The Provider will perform its services with reasonable skill and care and in line with applicable laws,
          industry standards and product labels, including those on the storage, use and disposal of pesticides. It
          will take particular care where children, pets, elderly people or people with health conditions may be
          exposed, will prefer the least hazardous effective treatment, and will give customers clear written
          information about any chemicals used and the precautions to take.
        </p>
      ),
    },
    {
      title: 'Fees',
      body: (
        <p>
          Listing in the Directory is free of charge during the current limited-time offer. {siteName} may introduce
          fees or paid features for new or existing listings in the future; it will give the Provider at least 30 days&apos;
          notice, and no fee will apply unless the Provider has agreed to it. Any agreement on price and payment for
          services is solely between the Provider and its customer.
        </p>
      ),
    },
    {
      title: 'Licence to use listing content',
      body: (
        <p>
          The Provider grants {siteName} a non-exclusive, royalty-free, worldwide licence, for as long as the listing is
          active, to host, reproduce, adapt, display and publish the listing content, including names, logos and
          images, in the Directory, the AI consultant&apos;s answers, search results and promotion of the service. The
          Provider warrants that it holds the rights needed to grant this licence and that the content does not
          infringe anyone else&apos;s rights.
        </p>
      ),
    },
    {
      title: 'Ratings and reviews',
      body: (
        <p>
          Listings may show ratings and reviews. The Provider must not post, buy or solicit false, misleading or
          incentivised reviews, nor pressure users to change a review. {siteName} may remove reviews or ratings that
          appear unreliable and is not obliged to remove genuine reviews that the Provider disagrees with.
        </p>
      ),
    },
    {
      title: 'Prohibited conduct',
      body: (
        <p>
          The Provider must not use the Directory or the information it receives through it for spam, misleading
          claims, price fixing, discrimination, harassment or any unlawful purpose; must not impersonate another
          business; and must not attempt to interfere with the security or operation of the service.
        </p>
      ),
    },
    {
      title: 'Suspension and removal',
      body: (
        <p>
          {siteName} may suspend or remove a listing, with or without notice, if the Provider breaches these terms, if
          its licences or insurance lapse, if users make serious or repeated complaints, or if continuing the listing
          could harm users or the service. The Provider may ask for its listing to be removed at any time by writing
          to {mail}; removal is normally completed within 30 days.
        </p>
      ),
    },
    {
      title: 'Data protection',
      body: (
        <p>
          Each party will comply with the data-protection laws that apply to it, including the Personal Data Protection
          Law of the Kingdom of Saudi Arabia and its implementing regulations where applicable. For personal data that
          users send to the Provider, the Provider acts as an independent controller and is responsible for its own
          processing. How {siteName} handles personal data is described in the{' '}
          <Link to={PATHS.privacyPolicy} target="_blank" rel="noopener noreferrer">
            privacy policy
          </Link>
          .
        </p>
      ),
    },
    {
      title: 'Disclaimers',
      body: (
        <p>
          The Directory and the AI consultant are provided &quot;as is&quot; and &quot;as available&quot;. {siteName}{' '}
          does not guarantee any number of requests, any level of visibility, uninterrupted availability of the
          service, or the accuracy of information supplied by users. {siteName} is not a party to any agreement between
          the Provider and a user and is not responsible for the services the Provider performs.
        </p>
      ),
    },
    {
      title: 'Limitation of liability',
      body: (
        <p>
          To the extent permitted by law, {siteName} will not be liable for any indirect, incidental, special or
          consequential loss, or for loss of profit, revenue, business or goodwill, arising from the listing or the use
          of the Directory. Because listing is free, the total liability of {siteName} under these terms is limited to
          the fees, if any, that the Provider paid for its listing in the twelve months before the claim arose. Nothing
          in these terms limits liability that cannot be limited by law.
        </p>
      ),
    },
    {
      title: 'Indemnity',
      body: (
        <p>
          The Provider will indemnify {siteName} against claims, losses, fines and reasonable costs arising from its
          services, its listing content, its handling of users&apos; personal data or its breach of these terms or of
          applicable law.
        </p>
      ),
    },
    {
      title: 'Changes to these terms',
      body: (
        <p>
          {siteName} may update these terms. The date at the top shows the current version. Significant changes will be
          notified to the e-mail address of the listing at least 15 days before they take effect; keeping the listing
          active after that date means the Provider accepts the updated terms.
        </p>
      ),
    },
    {
      title: 'Governing law and jurisdiction',
      body: (
        <p>
          These terms, and any dispute or claim arising out of or in connection with them or the listing, are governed
          by and construed in accordance with the laws of the Kingdom of Saudi Arabia. The parties will first try to
          settle any dispute amicably within 30 days of written notice; failing that, the competent courts of the
          Kingdom of Saudi Arabia have exclusive jurisdiction.
        </p>
      ),
    },
    {
      title: 'Contact',
      body: (
        <p>
          Questions about these terms or a listing can be sent to {mail} or through the{' '}
          <Link to={PATHS.contact} target="_blank" rel="noopener noreferrer">
            contact page
          </Link>
          .
        </p>
      ),
    },
  ];
}
