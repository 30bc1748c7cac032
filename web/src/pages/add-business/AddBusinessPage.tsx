// /add-business (public): the heading and intro, the integration card with its Contact Us mail link, then the
// 'Business Information' form.
import { MailOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { ADD_BUSINESS } from '@contracts/messages';
import { useRuntimeConfig } from '../../app/runtimeConfig';
import { AddBusinessForm } from '../../features/addBusiness/AddBusinessForm';
import { useBotProtection } from '../../features/auth/useBotProtection';
import { ProviderTermsLink } from '../../features/legal/ProviderTermsDialog';
import '../../features/addBusiness/addBusiness.css';

export default function AddBusinessPage() {
  const { siteName, supportEmail } = useRuntimeConfig();
  const bot = useBotProtection('add_business');
  return (
    <div className="page">
      <Typography.Title level={1}>{ADD_BUSINESS.title}</Typography.Title>
      <Typography.Paragraph>
        Join the {siteName} provider network. Tell us about your pest-control business: once we have reviewed it, your business
        appears in our directory with its services and locations, and people nearby who need help can send you requests. For a
        limited time, listing your business is free.
      </Typography.Paragraph>
      <Card className="add-business-integration">
        <h2>{ADD_BUSINESS.integrationTitle(siteName)}</h2>
        <Typography.Paragraph>
          Want {siteName}&apos;s AI pest identification and advice inside your own website, app or customer service? Write to us
          and we will work out an integration with you.
        </Typography.Paragraph>
        <Button href={`mailto:${supportEmail}`} icon={<MailOutlined />}>
          {ADD_BUSINESS.contactUs}
        </Button>
      </Card>
      <Card className="add-business-form-card" title={<h2>{ADD_BUSINESS.formTitle}</h2>}>
        <AddBusinessForm bot={bot} termsLink={<ProviderTermsLink />} />
      </Card>
    </div>
  );
}
