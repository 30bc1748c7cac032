// The edit dialog of User Management on the kit's form dialog: tab User Profile (the fields of fields.tsx, with section
// 5's rules and the server's field errors on their fields) and tab GDPR Consent (the consent data of the user's
// metadata, read when the tab opens). A change of role is saved only after the role change's confirmation, as from the
// row's select and the bulk bar.
import { useState } from 'react';
import { Descriptions, Form, Spin, Tabs } from 'antd';
import useSWR from 'swr';
import { userEditFormSchema, type AdminUser, type UserChanges, type UserEditForm } from '@contracts/adminUsers';
import { ADMIN_USERS } from '@contracts/messages';
import { failureText } from '../../../api/mutation';
import { useMutation } from '../../../api/useMutation';
import { useOnOpen } from '../../../lib/useOnOpen';
import { absoluteDate } from '../kit/dates';
import { ErrorBanner } from '../kit/ErrorBanner';
import { FormDialog, showServerFieldErrors } from '../kit/FormDialog';
import { fetchUser, updateUser } from './api';
import { userEditFields } from './fields';
import { RoleChangeConfirm } from './RoleChangeConfirm';

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
  const submit = async (values: UserEditForm) => {
    const changes = changesOf(user!, values);
    if (!Object.keys(changes).length) onClose();
    else if (changes.role) setConfirming(changes);
    else return save.trigger(changes);
    return { ok: true };
  };
  const confirm = async (changes: UserChanges) => {
    const outcome = await save.trigger(changes);
    setConfirming(null);
    showServerFieldErrors(form, outcome);
  };
  return (
    <FormDialog<UserEditForm>
      open={user !== null}
      title={ADMIN_USERS.editTitle}
      okText={ADMIN_USERS.save}
      schema={userEditFormSchema}
      fields={user ? userEditFields(user, selfId) : []}
      form={form}
      initialValues={user ?? {}}
      busy={save.pending}
      onSubmit={submit}
      onInvalid={() => setTab('profile')}
      onClose={onClose}
      frame={(profile) =>
        user && (
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              { key: 'profile', label: ADMIN_USERS.profileTab, forceRender: true, children: profile },
              { key: 'consent', label: ADMIN_USERS.consentTab, children: <ConsentTab user={user} /> },
            ]}
          />
        )
      }
    >
      <RoleChangeConfirm
        open={confirming !== null}
        users={user ? [user] : []}
        role={confirming?.role}
        busy={save.pending}
        onConfirm={() => confirming && void confirm(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </FormDialog>
  );
}
