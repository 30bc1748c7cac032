// The profile's details: editable display name (Save disabled when empty), read-only email, role badge.
import { useState } from 'react';
import { App, Button, Descriptions, Form, Input } from 'antd';
import * as z from 'zod/mini';
import { displayName as displayNameSchema } from '@contracts/auth';
import { PROFILE, PROFILE_PAGE } from '@contracts/messages';
import type { Profile } from '@contracts/profile';
import { zodRule } from '../../lib/zodRule';
import { saveProfile } from '../../api/profile';
import { RoleBadge } from '../../lib/RoleBadge';

const displayNameForm = z.object({ displayName: displayNameSchema });

export function ProfileDetails({ profile, onSaved }: { profile: Profile; onSaved: (saved: Profile) => unknown }) {
  const { message, notification } = App.useApp();
  const [form] = Form.useForm<{ displayName: string }>();
  const value = Form.useWatch('displayName', form) ?? profile.displayName;
  const [saving, setSaving] = useState(false);

  const onFinish = async (values: { displayName: string }) => {
    const { displayName } = displayNameForm.parse(values);
    setSaving(true);
    try {
      const saved = await saveProfile({ displayName });
      message.success(PROFILE_PAGE.updated);
      await onSaved(saved);
    } catch (error) {
      notification.error({ title: PROFILE.updateFailed, description: error instanceof Error ? error.message : String(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Form form={form} name="profile" layout="vertical" noValidate initialValues={{ displayName: profile.displayName }} onFinish={onFinish}>
        <Form.Item label="Display name" name="displayName" required rules={[zodRule(displayNameForm, 'displayName')]}>
          <Input autoComplete="nickname" maxLength={100} />
        </Form.Item>
        <Form.Item label="Email" htmlFor="profile_email">
          <Input id="profile_email" value={profile.email} readOnly />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} disabled={!value.trim() || value.trim() === profile.displayName}>
          Save
        </Button>
      </Form>
      <Descriptions column={1} style={{ marginTop: 24 }} items={[{ key: 'role', label: 'Role', children: <RoleBadge role={profile.role} /> }]} />
    </>
  );
}
