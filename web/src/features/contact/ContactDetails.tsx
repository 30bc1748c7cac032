// The contact page's cards: phone, e-mail (the configured support address) and opening hours.
import { Card, Col, Row, Typography } from 'antd';
import { ClockCircleOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { CONTACT_PAGE } from '@contracts/messages';
import { useRuntimeConfig } from '../../app/runtimeConfig';

/** No phone line is configured yet: a reserved fictional number (555-01xx), labelled as such on the page. */
export const PLACEHOLDER_PHONE = '+1 (555) 010-0100';
export const PLACEHOLDER_PHONE_NOTE = 'Placeholder number, not yet in service: please write to us instead.';

export function ContactDetails() {
  const { supportEmail } = useRuntimeConfig();
  const cards = [
    {
      key: 'phone',
      icon: <PhoneOutlined />,
      title: 'Phone',
      body: (
        <>
          <Typography.Paragraph className="contact-card-value">{PLACEHOLDER_PHONE}</Typography.Paragraph>
          <Typography.Paragraph type="secondary" className="contact-card-note">
            {PLACEHOLDER_PHONE_NOTE}
          </Typography.Paragraph>
        </>
      ),
    },
    {
      key: 'email',
      icon: <MailOutlined />,
      title: 'Email',
      body: (
        <Typography.Paragraph className="contact-card-value">
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </Typography.Paragraph>
      ),
    },
    {
      key: 'hours',
      icon: <ClockCircleOutlined />,
      title: 'Hours',
      body: <Typography.Paragraph className="contact-card-value">{CONTACT_PAGE.hours}</Typography.Paragraph>,
    },
  ];
  return (
    <Row gutter={[16, 16]} className="contact-cards">
      {cards.map((card) => (
        <Col key={card.key} xs={24} md={8}>
          <Card className="contact-card">
            <span className="contact-card-icon" aria-hidden>
              {card.icon}
            </span>
            <Typography.Title level={2} className="contact-card-title">
              {card.title}
            </Typography.Title>
            {card.body}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
