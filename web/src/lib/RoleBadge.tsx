// The role badge (Admin, Provider or User) in colours with AA contrast for white text.
import { Tag } from 'antd';
import { ROLE_LABEL, type Role } from '@contracts/profile';

const ROLE_COLOUR: Record<Role, string> = { admin: '#a8071a', provider: '#1d4ed8', user: '#15803d' };

export function RoleBadge({ role }: { role: Role }) {
  return <Tag color={ROLE_COLOUR[role]}>{ROLE_LABEL[role]}</Tag>;
}
