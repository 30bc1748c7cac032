// The contact page's cards: phone (only when one is configured), e-mail (the configured support address) and opening
// hours. Plain elements, drawn like antd's cards (contact.css).
import type { CSSProperties } from 'react';
import { ClockCircleOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { CONTACT_PAGE } from '@contracts/messages';
import { useRuntimeConfig } from '../../app/runtimeConfig';

export function ContactDetails() {
  const { supportEmail, supportPhone } = useRuntimeConfig();
  const phone = supportPhone
    ? [{ key: 'phone', icon: <PhoneOutlined />, title: 'Phone', body: <a href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}>{supportPhone}</a> }]
    : [];
  const cards = [
    ...phone,
    { key: 'email', icon: <MailOutlined />, title: 'Email', body: <a href={`mailto:${supportEmail}`}>{supportEmail}</a> },
    { key: 'hours', icon: <ClockCircleOutlined />, title: 'Hours', body: CONTACT_PAGE.hours },
  ];
  return (
    <div className="contact-cards" style={{ '--contact-columns': cards.length } as CSSProperties}>
      {cards.map((card) => (
        <div key={card.key} className="pf-card contact-card">
          <span className="contact-card-icon" aria-hidden>
            {card.icon}
          </span>
          <h2 className="contact-card-title">
            {card.title}
          </h2>
          <p className="contact-card-value">{card.body}</p>
        </div>
      ))}
    </div>
  );
}
