// The edit dialog of User Management: tab User Profile (name, role, tokens, the request flag, with section 5's
// rules) and tab GDPR Consent (the consent data of the user's metadata, read when the tab opens). A change of role is
// saved only after the role change's confirmation, as from the row's select and the bulk bar.
import { useState } from 'react';
import { Descriptions, Form, Input, InputNumber, Modal, Select, Spin, Switch, Tabs } from 'antd';
import useSWR from 'swr';
import { userEditFormSchema, type AdminUser, type UserChanges, type UserEditForm } from '@contracts/adminUsers';
import { ADMIN, ADMIN_USERS } from '@contracts/messages';
import { ROLE_LABEL, ROLES } from '@contracts/roles';
import { failureText } from '../../../api/mutation';
import { useMutation } from '../../../api/useMutation';
import { useOnOpen } from '../../../lib/useOnOpen';
import { zodRule } from '../../../lib/zodRule';
import { absoluteDate } from '../kit/dates';
import { ErrorBanner } from '../kit/ErrorBanner';
import { fetchUser, updateUser } from './api';
import { RoleChangeConfirm } from './RoleChangeConfirm';

const roleOptions = ROLES.map((role) => ({ value: role, label: ROLE_LABEL[role] }));

function ConsentTab({ user }: { user: AdminUser }) {
  const { data, error, isLoading } = useSWR(['admin-user-consent', user.id], () => fetchUser(user.id), { revalidateOnFocus: false });
  if (isLoading) return <Spin tip={ADMIN_USERS.consent.loading}><div style={{ minHeight: 80 }} /></Spin>;
  if (error || !data?.metadata) return <ErrorBanner error={error ?? ADMIN_USERS.consent.unavailable} />;
  const m = data.metadata;
  const yesNo = (v: boolean) => (v ? ADMIN_USERS.consent.yes : ADMIN_USERS.consent.no);
  return (
    <Descriptions column={1} bordered size="small">
      <Descriptions.Item label={ADMIN_USERS.consent.privacy}>{yesNo(m.consentToPrivacyPolicy)}</Descriptions.Item>
      <Descriptions.Item label={ADMIN_USERS.consent.privacyAt}>{absoluteDate(m.consentTimestamp)}</Descriptions.Item>
      <Descriptions.Item label={ADMIN_USERS.consent.marketing}>{yesNo(m.marketingConsent)}</Descriptions.Item>
      <Descriptions.Item label={ADMIN_USERS.consent.marketingAt}>{absoluteDate(m.marketingConsentTimestamp)}</Descriptions.Item>
    </Descriptions>
  );
}

/** The fields that differ from the user as listed: only those are sent. */
function changesOf(user: AdminUser, values: UserEditForm): UserChanges {
  const changes: UserChanges = {};
  if (values.display_name.trim() !== user.display_name) changes.display_name = values.display_name.trim();
  if (values.role !== user.role) changes.role = values.role;
  if (values.token_balance !== user.token_balance) changes.token_balance = values.token_balance;
  if (values.monthly_token_allocation !== user.monthly_token_allocation) changes.monthly_token_allocation = values.monthly_token_allocation;
  if (Boolean(values.token_request_pending) !== user.token_request_pending) changes.token_request_pending = Boolean(values.token_request_pending);
  return changes;
}

export function UserEditDialog({ user, selfId, onClose }: { user: AdminUser | null; selfId: string | undefined; onClose: () => void }) {
  const [form] = Form.useForm<UserEditForm>();
  const [tab, setTab] = useState('profile');
  /** Changes that include a new role, waiting for its confirmation. */
  const [confirming, setConfirming] = useState<UserChanges | null>(null);
  useOnOpen(user !== null, () => {
    setTab('profile');
    setConfirming(null);
  });
  const save = useMutation((changes: UserChanges) => updateUser(user!, changes), {
    success: () => ({ kind: 'success', title: ADMIN_USERS.updated, brief: true }),
    failure: (error) => ({ kind: 'error', title: ADMIN_USERS.updateFailed + failureText(error) }),
    onSuccess: () => {
      setConfirming(null);
      onClose();
    },
  });
  const submit = async () => {
    const values = await form.validateFields();
    const changes = changesOf(user!, values);
    if (!Object.keys(changes).length) return onClose();
    if (changes.role) return setConfirming(changes);
    await save.trigger(changes);
  };
  return (
    <Modal
      open={user !== null}
      title={ADMIN_USERS.editTitle}
      okText={ADMIN_USERS.save}
      cancelText={ADMIN.cancel}
      onOk={() => void submit().catch(() => setTab('profile'))}
      okButtonProps={{ loading: save.pending }}
      onCancel={onClose}
      destroyOnHidden
    >
      {user && (
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'profile',
              label: ADMIN_USERS.profileTab,
              forceRender: true,
              children: (
                <Form
                  form={form}
                  layout="vertical"
                  initialValues={{
                    display_name: user.display_name,
                    role: user.role,
                    token_balance: user.token_balance,
                    monthly_token_allocation: user.monthly_token_allocation,
                    token_request_pending: user.token_request_pending,
                  }}
                >
                  <Form.Item label={ADMIN_USERS.fields.email}>
                    <Input value={user.email} readOnly aria-label={ADMIN_USERS.fields.email} />
                  </Form.Item>
                  <Form.Item name="display_name" label={ADMIN_USERS.fields.displayName} rules={[zodRule(userEditFormSchema, 'display_name')]}>
                    <Input maxLength={100} />
                  </Form.Item>
                  <Form.Item name="role" label={ADMIN_USERS.fields.role} rules={[zodRule(userEditFormSchema, 'role')]}>
                    <Select options={roleOptions} disabled={user.id === selfId} aria-label={ADMIN_USERS.fields.role} />
                  </Form.Item>
                  <Form.Item name="token_balance" label={ADMIN_USERS.fields.tokenBalance} rules={[zodRule(userEditFormSchema, 'token_balance')]}>
                    <InputNumber min={0} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                  <Form.Item
                    name="monthly_token_allocation"
                    label={ADMIN_USERS.fields.monthlyTokenAllocation}
                    rules={[zodRule(userEditFormSchema, 'monthly_token_allocation')]}
                  >
                    <InputNumber min={0} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                  <Form.Item name="token_request_pending" label={ADMIN_USERS.fields.tokenRequestPending} valuePropName="checked">
                    <Switch />
                  </Form.Item>
                </Form>
              ),
            },
            { key: 'consent', label: ADMIN_USERS.consentTab, children: <ConsentTab user={user} /> },
          ]}
        />
      )}
      <RoleChangeConfirm
        open={confirming !== null}
        users={user ? [user] : []}
        role={confirming?.role}
        busy={save.pending}
        onConfirm={() => confirming && void save.trigger(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </Modal>
  );
}
