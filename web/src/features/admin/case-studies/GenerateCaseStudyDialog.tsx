// The AI generation dialog of the Threads tab's Case Study action (spec document 2, 2.8, 4 and 8): title prefilled
// 'Case Study: <thread title>' and a default description; submit disabled while generating or while either is blank;
// it closes on success with the 'Case study generated' notice (8 seconds) whose Edit Case Study opens the draft in the
// Case Studies tab (/admin?tab=case-studies&edit=<id>).
import { Alert, App, Button, Flex, Form, Input, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { CASE_STUDY_GENERATED_TOAST_SECONDS, CASE_STUDY_LIMITS as L, generateCaseStudySchema, generationTitle, type CaseStudyWire } from '@contracts/caseStudy';
import type { AdminThread } from '@contracts/adminThreads';
import { CASE_STUDY_ADMIN as M } from '@contracts/messages';
import { failureText } from '../../../api/mutation';
import { useMutation } from '../../../api/useMutation';
import { PATHS } from '../../../app/paths';
import { useOnOpen } from '../../../lib/useOnOpen';
import { zodRule } from '../../../lib/zodRule';
import { generateCaseStudy } from './api';
import { AdminDialog } from '../kit/AdminDialog';

interface Fields {
  title: string;
  description: string;
}

/** Where Edit Case Study goes: the Case Studies tab with the draft open. */
export const editCaseStudyPath = (id: string) => `${PATHS.admin}?tab=case-studies&edit=${encodeURIComponent(id)}`;

export function GenerateCaseStudyDialog({ thread, onClose }: { thread: AdminThread | null; onClose: () => void }) {
  const [form] = Form.useForm<Fields>();
  const prefill: Fields | undefined = thread ? { title: generationTitle(thread.title), description: M.defaultDescription } : undefined;
  useOnOpen(thread !== null, () => prefill && form.setFieldsValue(prefill));
  const { notification } = App.useApp();
  const navigate = useNavigate();
  // useWatch reports the fields only after the first render's effects: until then the prefill stands in, so Generate is
  // not disabled for a moment when the dialog opens.
  const title: string = Form.useWatch('title', form) ?? prefill?.title ?? '';
  const description: string = Form.useWatch('description', form) ?? prefill?.description ?? '';
  const generate = useMutation(generateCaseStudy, {
    failure: (error) => ({ kind: 'error', title: M.generateFailed(failureText(error)) }),
    onSuccess: (study: CaseStudyWire) => {
      onClose();
      const key = `case-study-generated-${study.id}`;
      notification.success({
        key,
        title: M.generated,
        description: M.generatedText,
        duration: CASE_STUDY_GENERATED_TOAST_SECONDS,
        actions: (
          <Button
            type="primary"
            size="small"
            onClick={() => {
              notification.destroy(key);
              void navigate(editCaseStudyPath(study.id));
            }}
          >
            {M.editCaseStudy}
          </Button>
        ),
      });
    },
  });

  const blank = !title.trim() || !description.trim();
  const submit = async () => {
    if (!thread || generate.pending || blank) return;
    const values = await form.validateFields().catch(() => undefined);
    if (values) await generate.trigger({ threadId: thread.id, userId: thread.user_id, title: values.title.trim(), description: values.description.trim() });
  };

  return (
    <AdminDialog
      open={thread !== null}
      title={M.generationDialogTitle}
      onClose={onClose}
      width={640}
      busy={generate.pending}
      closable={!generate.pending}
      keyboard={!generate.pending}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose} disabled={generate.pending}>
            {M.cancel}
          </Button>
          <Button type="primary" onClick={() => void submit()} loading={generate.pending} disabled={blank || generate.pending}>
            {generate.pending ? M.generating : M.generate}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{M.generationIntro}</Typography.Paragraph>
      <Form<Fields> form={form} layout="vertical" initialValues={prefill} disabled={generate.pending}>
        <Form.Item name="title" label={M.fields.title} rules={[zodRule(generateCaseStudySchema, 'title')]}>
          <Input maxLength={L.titleMax} showCount />
        </Form.Item>
        <Form.Item name="description" label={M.fields.description} rules={[zodRule(generateCaseStudySchema, 'description')]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={L.descriptionMax} showCount />
        </Form.Item>
      </Form>
      {generate.pending && <Alert type="info" showIcon title={M.generating} role="status" />}
    </AdminDialog>
  );
}
