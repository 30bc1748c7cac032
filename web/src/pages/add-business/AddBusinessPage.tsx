// /add-business (public): the heading and intro, the integration card with its Contact Us mail link, then the
// 'Business Information' form. Plain elements (cards drawn like antd's in addBusiness.css), pre-rendered and hydrated.
import { MailOutlined } from '@ant-design/icons';
import { ADD_BUSINESS } from '@contracts/messages';
import { useRuntimeConfig } from '../../app/runtimeConfig';
import { AddBusinessForm } from '../../features/addBusiness/AddBusinessForm';
import { useBotProtection } from '../../features/auth/useBotProtection';
import { ProviderTermsLink } from '../../features/legal/ProviderTermsLink';
import { FormCard } from '../../lib/plainForm/fields';
import '../../features/addBusiness/addBusiness.css';

export default function AddBusinessPage() {
  const { siteName, supportEmail } = useRuntimeConfig();
  const bot = useBotProtection('add_business');
  return (
    <div className="page add-business-page">
      <h1 className="add-business-title">{ADD_BUSINESS.title}</h1>
      <p>
        Join the {siteName} provider network. Tell us about your pest-control business: once we have reviewed it, your business
        appears in our directory with its services and locations, and people nearby who need help can send you requests. For a
        limited time, listing your business is free.
      </p>
      <section className="pf-card add-business-integration" aria-labelledby="add-business-integration">
        <h2 id="add-business-integration">{ADD_BUSINESS.integrationTitle(siteName)}</h2>
        <p>
          Want {siteName}&apos;s AI pest identification and advice inside your own website, app or customer service? Write to us
          and we will work out an integration with you.
        </p>
        <a className="pp-btn" href={`mailto:${supportEmail}`}>
          <MailOutlined />
          {ADD_BUSINESS.contactUs}
        </a>
      </section>
      <FormCard id="add-business-form-title" title={ADD_BUSINESS.formTitle}>
        <AddBusinessForm bot={bot} termsLink={<ProviderTermsLink />} />
      </FormCard>
    </div>
  );
}
