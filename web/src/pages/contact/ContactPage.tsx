// /contact (public): the phone, e-mail and hours cards, then the message form.
import { Card, Typography } from 'antd';
import { ContactDetails } from '../../features/contact/ContactDetails';
import { ContactForm } from '../../features/contact/ContactForm';
import '../../features/contact/contact.css';

export default function ContactPage() {
  return (
    <div className="page">
      <Typography.Title level={1}>Contact us</Typography.Title>
      <Typography.Paragraph>
        Questions about pests, your account or listing your business? Write to us or send a message with the form below.
      </Typography.Paragraph>
      <ContactDetails />
      <Card className="contact-form-card" title={<h2 className="result-heading">Send us a message</h2>}>
        <ContactForm />
      </Card>
    </div>
  );
}
