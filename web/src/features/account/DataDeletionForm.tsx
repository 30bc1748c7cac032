// The data deletion request: the warning, an optional reason, the
// required confirmation, the confirm dialog; on success the toast, the pending request, then sign-out and / after 3 s.
import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Checkbox, Form, Input, Skeleton } from 'antd';
import { useNavigate } from 'react-router-dom';
import { dataDeletionRequestSchema, type DataDeletionRequest } from '@contracts/account';
import { DATA_DELETION, DATA_DELETION_PAGE } from '@contracts/messages';
import { useAuth } from '../../app/AuthProvider';
import { PATHS } from '../../app/paths';
import { zodRule } from '../../lib/zodRule';
import { longDate } from '../../lib/format';
import { requestDataDeletion, useDeletionStatus } from './deletionApi';

/** Spec: the user is signed out and sent to / 3 seconds after a successful request. */
const DELETION_SIGN_OUT_MS = 3000;

interface DeletionValues {
  reason?: string;
  confirmDeletion?: boolean;
}

function PendingRequest({ request, signingOut }: { request: DataDeletionRequest; signingOut: boolean }) {
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      title={DATA_DELETION_PAGE.pendingTitle}
      description={
        <>
          {DATA_DELETION_PAGE.pending(longDate(request.requestedAt), longDate(request.dueBy))}
          {signingOut && <> {DATA_DELETION_PAGE.signingOut}</>}
        </>
      }
    />
  );
}

export function DataDeletionForm() {
  const { modal, notification } = App.useApp();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { data: status, isLoading, mutate } = useDeletionStatus();
  const [submitted, setSubmitted] = useState(false);
  const signOutOnLeave = useRef(false);

  // The sign-out happens as this page goes (at / after 3 s, or earlier if the user leaves): signed out while it is
  // still on screen, the route guard would send the user to /login instead of /.
  useEffect(
    () => () => {
      if (signOutOnLeave.current) signOut().catch(() => undefined);
    },
    [signOut],
  );

  const submit = async (values: DeletionValues) => {
    const input = dataDeletionRequestSchema.parse({ reason: values.reason ?? '', confirmDeletion: values.confirmDeletion === true });
    let request: DataDeletionRequest;
    try {
      ({ request } = await requestDataDeletion(input));
    } catch (error) {
      notification.error({
        title: DATA_DELETION.errorTitle,
        description: error instanceof Error && error.message ? error.message : DATA_DELETION.unexpected,
      });
      return;
    }
    setSubmitted(true);
    await mutate({ request }, { revalidate: false });
    notification.success({ title: DATA_DELETION.submittedTitle, description: DATA_DELETION.submitted });
    signOutOnLeave.current = true;
    setTimeout(() => void navigate(PATHS.home, { replace: true }), DELETION_SIGN_OUT_MS);
  };

  const onFinish = (values: DeletionValues) => {
    modal.confirm({
      title: DATA_DELETION.dialogTitle,
      content: DATA_DELETION_PAGE.dialogText,
      okText: DATA_DELETION.confirmButton,
      cancelText: DATA_DELETION.cancelButton,
      okButtonProps: { danger: true },
      // A destructive action: the safe choice has the focus.
      focusable: { autoFocusButton: 'cancel' },
      onOk: () => submit(values),
    });
  };

  const pending = status?.request ?? null;
  return (
    <>
      <Alert type="warning" showIcon title="Warning" description={DATA_DELETION.warning} style={{ marginBottom: 24 }} />
      {isLoading && <Skeleton active paragraph={{ rows: 3 }} />}
      {pending && <PendingRequest request={pending} signingOut={submitted} />}
      {!isLoading && !pending && (
        <Form<DeletionValues> name="data-deletion" layout="vertical" noValidate initialValues={{ reason: '', confirmDeletion: false }} onFinish={onFinish}>
          <Form.Item label="Reason for deletion (optional)" name="reason" rules={[zodRule(dataDeletionRequestSchema, 'reason')]}>
            <Input.TextArea rows={4} maxLength={1000} showCount placeholder={DATA_DELETION.defaultReason} />
          </Form.Item>
          <Form.Item name="confirmDeletion" valuePropName="checked" rules={[zodRule(dataDeletionRequestSchema, 'confirmDeletion')]}>
            <Checkbox>{DATA_DELETION_PAGE.confirmLabel}</Checkbox>
          </Form.Item>
          <Button type="primary" danger htmlType="submit">
            {DATA_DELETION_PAGE.submit}
          </Button>
        </Form>
      )}
    </>
  );
}
