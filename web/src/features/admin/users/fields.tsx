// The fields of User Management's edit form (spec document 2, 2.2 and section 5), for the kit's form dialog: name,
// role (not one's own), token balance, monthly allocation and the request flag; the e-mail is shown, not edited.
import { Input, InputNumber, Select, Switch } from 'antd';
import type { AdminUser } from '@contracts/adminUsers';
import { ADMIN_USERS } from '@contracts/messages';
import type { FormField } from '../kit/FormDialog';
import { roleOptions } from './columns';

const F = ADMIN_USERS.fields;

export function userEditFields(user: AdminUser, selfId: string | undefined): FormField[] {
  return [
    { name: 'email', label: F.email, input: <Input readOnly aria-label={F.email} /> },
    { name: 'display_name', label: F.displayName, input: <Input maxLength={100} /> },
    { name: 'role', label: F.role, input: <Select options={roleOptions} disabled={user.id === selfId} aria-label={F.role} /> },
    { name: 'token_balance', label: F.tokenBalance, input: <InputNumber min={0} precision={0} style={{ width: '100%' }} /> },
    { name: 'monthly_token_allocation', label: F.monthlyTokenAllocation, input: <InputNumber min={0} precision={0} style={{ width: '100%' }} /> },
    { name: 'token_request_pending', label: F.tokenRequestPending, input: <Switch />, valuePropName: 'checked' },
  ];
}
