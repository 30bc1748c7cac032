// /contact (public): the phone, e-mail and hours cards, then the message form. Plain elements, pre-rendered and hydrated.
import { ContactDetails } from '../../features/contact/ContactDetails';
import { ContactForm } from '../../features/contact/ContactForm';
import { FormCard } from '../../lib/plainForm/fields';
import '../../features/contact/contact.css';

export default function ContactPage() {
  return (
    <div className="page contact-page">
      <h1 className="contact-title">Contact us</h1>
      <p>Questions about pests, your account or listing your business? Write to us or send a message with the form below.</p>
      <ContactDetails />
      <FormCard id="contact-form-title" title="Send us a message" className="contact-form-card">
        <ContactForm />
      </FormCard>
    </div>
  );
}
