// The contact page's cards: phone (only when one is configured), e-mail (the configured support address) and opening hours.
import { Card, Col, Row, Typography } from 'antd';
import { ClockCircleOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { CONTACT_PAGE } from '@contracts/messages';
import { useRuntimeConfig } from '../../app/runtimeConfig';

export function ContactDetails() {
  const { supportEmail, supportPhone } = useRuntimeConfig();
  const phone = supportPhone
    ? [
        {
          key: 'phone',
          icon: <PhoneOutlined />,
          title: 'Phone',
          body: (
            <Typography.Paragraph className="contact-card-value">
              <a href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}>{supportPhone}</a>
            </Typography.Paragraph>
          ),
        },
      ]
    : [];
  const cards = [
    ...phone,
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
        <Col key={card.key} xs={24} md={24 / cards.length}>
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
