// /contact (public): the phone, e-mail and hours cards, then the message form. Plain elements, pre-rendered and hydrated.
import { ContactDetails } from '../../features/contact/ContactDetails';
import { ContactForm } from '../../features/contact/ContactForm';
import '../../features/contact/contact.css';

export default function ContactPage() {
  return (
    <div className="page contact-page">
      <h1 className="contact-title">Contact us</h1>
      <p>Questions about pests, your account or listing your business? Write to us or send a message with the form below.</p>
      <ContactDetails />
      <section className="contact-form-card" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className="contact-form-head">
          Send us a message
        </h2>
        <div className="contact-form-body">
          <ContactForm />
        </div>
      </section>
    </div>
  );
}
