// 'Business Submission Details' of Provider Suggestions (document 2, 2.5): everything the business sent, with the
// review's outcome, and Reject, Approve with Edits and Approve while it is pending.
import { Button, Descriptions, Flex, Space, Tag, Typography } from 'antd';
import { SUGGESTIONS_ADMIN as S } from '@contracts/messages';
import { serviceLabel, type ProviderSuggestionWire } from '@contracts/providerSuggestion';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { absoluteDate } from '../kit/dates';
import { StatusTag } from './columns';
import { AdminDialog } from '../kit/AdminDialog';

/** Below this width the details stack each label over its value. */
const NARROW_QUERY = '(max-width: 576px)';
const F = S.fields;

const orNotGiven = (text: string | undefined | null) => (text?.trim() ? text : <Typography.Text type="secondary">{S.notGiven}</Typography.Text>);

/** 'Business Submission Details': everything the business sent, with the review's outcome. */
export function DetailsDialog({
  suggestion,
  busy,
  onApprove,
  onApproveWithEdits,
  onReject,
  onClose,
}: {
  suggestion: ProviderSuggestionWire | null;
  busy: boolean;
  onApprove: (s: ProviderSuggestionWire) => void;
  onApproveWithEdits: (s: ProviderSuggestionWire) => void;
  onReject: (s: ProviderSuggestionWire) => void;
  onClose: () => void;
}) {
  const s = suggestion;
  const narrow = useMediaQuery(NARROW_QUERY);
  const pending = s?.status === 'pending';
  return (
    <AdminDialog
      open={s !== null}
      title={S.detailsTitle}
      onClose={onClose}
      width={720}
      footer={
        <Flex justify="end" gap={8} wrap>
          <Button onClick={onClose}>{S.close}</Button>
          {s && pending && (
            <>
              <Button danger onClick={() => onReject(s)} disabled={busy}>
                {S.reject}
              </Button>
              <Button onClick={() => onApproveWithEdits(s)} disabled={busy}>
                {S.approveWithEdits}
              </Button>
              <Button type="primary" onClick={() => onApprove(s)} loading={busy}>
                {S.approve}
              </Button>
            </>
          )}
        </Flex>
      }
    >
      {s && (
        <Descriptions column={1} bordered size="small" layout={narrow ? 'vertical' : 'horizontal'} styles={narrow ? undefined : { label: { width: 180 } }}>
          <Descriptions.Item label={F.name}>{s.name}</Descriptions.Item>
          <Descriptions.Item label={F.status}>
            <StatusTag status={s.status} />
          </Descriptions.Item>
          <Descriptions.Item label={F.description}>
            <span className="admin-details-text">{s.description}</span>
          </Descriptions.Item>
          <Descriptions.Item label={F.services}>
            <Space size={[4, 4]} wrap>
              {s.services.map((v) => (
                <Tag key={v}>{serviceLabel(v)}</Tag>
              ))}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={F.location}>{orNotGiven([s.city, s.country].filter(Boolean).join(', '))}</Descriptions.Item>
          <Descriptions.Item label={F.contactName}>{orNotGiven(s.contact_name)}</Descriptions.Item>
          <Descriptions.Item label={F.email}>
            <a href={`mailto:${s.contact_info.email}`}>{s.contact_info.email}</a>
          </Descriptions.Item>
          <Descriptions.Item label={F.phone}>{orNotGiven(s.contact_info.phone)}</Descriptions.Item>
          <Descriptions.Item label={F.address}>{orNotGiven(s.contact_info.address)}</Descriptions.Item>
          <Descriptions.Item label={F.website}>
            {s.contact_info.website ? (
              <a href={s.contact_info.website} target="_blank" rel="noopener noreferrer nofollow" className="admin-details-text">
                {s.contact_info.website}
              </a>
            ) : (
              orNotGiven(undefined)
            )}
          </Descriptions.Item>
          <Descriptions.Item label={F.additionalInfo}>
            <span className="admin-details-text">{orNotGiven(s.additional_info)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={F.submitted}>{absoluteDate(s.created_at)}</Descriptions.Item>
          {s.reviewed_at && <Descriptions.Item label={F.reviewed}>{absoluteDate(s.reviewed_at)}</Descriptions.Item>}
        </Descriptions>
      )}
    </AdminDialog>
  );
}

