// A lead's status and priority as tags (all four priorities: an emergency is never shown as anything else), and the
// status menu (every status but the current one; no order is enforced).
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tag } from 'antd';
import { LEAD_STATUSES, type LeadPriority, type LeadStatus } from '@contracts/lead';
import { LEAD, LEAD_ADMIN } from '@contracts/messages';

/** Tag colours with AA contrast for white text (low keeps antd's default). */
const STATUS_COLOUR: Record<LeadStatus, string> = { new: '#1d4ed8', contacted: '#6d28d9', resolved: '#15803d', rejected: '#b91c1c' };
const PRIORITY_COLOUR: Record<LeadPriority, string | undefined> = { emergency: '#b91c1c', high: '#b45309', normal: '#1d4ed8', low: undefined };

export const StatusTag = ({ status }: { status: LeadStatus }) => <Tag color={STATUS_COLOUR[status]}>{LEAD_ADMIN.statusLabel[status]}</Tag>;
export const PriorityTag = ({ priority }: { priority: LeadPriority }) => <Tag color={PRIORITY_COLOUR[priority]}>{LEAD.priorityLabel[priority]}</Tag>;

export function StatusMenu({
  status,
  label,
  disabled,
  size,
  onChange,
}: {
  status: LeadStatus;
  label: string;
  disabled?: boolean;
  size?: 'small' | 'middle';
  onChange: (status: LeadStatus) => void;
}) {
  return (
    <Dropdown
      trigger={['click']}
      disabled={disabled}
      menu={{
        items: LEAD_STATUSES.filter((s) => s !== status).map((s) => ({ key: s, label: LEAD_ADMIN.setStatus(LEAD_ADMIN.statusLabel[s]) })),
        onClick: ({ key }) => onChange(key as LeadStatus),
      }}
    >
      <Button size={size} aria-label={label}>
        {LEAD_ADMIN.changeStatus} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
