// The create/edit dialog of the Case Studies tab (spec document 2, 2.6, 4 and 5): title, description, slug with
// Generate (also on leaving the title while the slug is empty, and on create when it is empty), read time, the
// Markdown editor, published and featured, tags with Auto-suggest Tags, and the date. Create sends the form; edit sends
// the changed fields only. A slug the server refuses (taken) is shown on the field as well as in the toast.
import { useEffect } from 'react';
import { Button, Checkbox, DatePicker, Flex, Form, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import {
  CASE_STUDY_LIMITS as L,
  CASE_STUDY_TAG_OPTIONS,
  DEFAULT_READ_TIME,
  caseStudyFormSchema,
  caseStudyImageProblem,
  generateSlug,
  isPublished,
  slugFor,
  suggestTags,
  tagLabel,
  type CaseStudyFormInput,
  type CaseStudyWire,
} from '@contracts/caseStudy';
import { CASE_STUDY_ADMIN as M, CASE_STUDY_TAB as T } from '@contracts/messages';
import { ApiError } from '../../../api/client';
import { failureText } from '../../../api/mutation';
import { useMutation, useToast } from '../../../api/useMutation';
import { MarkdownEditor } from '../../../components/markdown-editor/MarkdownEditor';
import { zodRule } from '../../../lib/zodRule';
import { changedFields, createCaseStudy, updateCaseStudy, uploadCaseStudyImage, type CaseStudyChanges } from './api';
import { AdminDialog } from '../kit/AdminDialog';

/** The form's values: the POST body's fields. */
interface Fields {
  title: string;
  description: string;
  slug: string;
  readTime: string;
  date: string;
  content: string;
  published: boolean;
  featured: boolean;
  tags: string[];
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function fieldsOf(study: CaseStudyWire | null): Fields {
  if (!study) return { title: '', description: '', slug: '', readTime: DEFAULT_READ_TIME, date: '', content: '', published: false, featured: false, tags: [] };
  return {
    title: study.title,
    description: study.description,
    slug: study.slug,
    readTime: study.read_time,
    date: study.date,
    content: study.content,
    published: isPublished(study),
    featured: study.featured,
    tags: [...study.tags],
  };
}

/** The date field: a day picker over the form's text value ('2025-04-02'); a free-text date is kept until a day is picked. */
function DateField({ value = '', onChange, id }: { value?: string; onChange?: (value: string) => void; id?: string }) {
  const day = ISO_DAY.test(value) ? dayjs(value) : null;
  return (
    <DatePicker
      id={id}
      value={day}
      onChange={(picked) => onChange?.(picked ? picked.format('YYYY-MM-DD') : '')}
      placeholder={value && !day ? value : T.datePlaceholder}
      format="YYYY-MM-DD"
      style={{ width: '100%' }}
    />
  );
}

/** The editor's image upload: the browser's own check first (a file, an image, at most 2 MB), then the assets. */
async function uploadImage(file: File): Promise<string> {
  const problem = caseStudyImageProblem(file);
  if (problem) throw new Error(problem);
  return uploadCaseStudyImage(file);
}

export interface CaseStudyDialogProps {
  open: boolean;
  /** The case study to edit; null for create mode. */
  study: CaseStudyWire | null;
  onClose: () => void;
}

export default function CaseStudyDialog({ open, study, onClose }: CaseStudyDialogProps) {
  const [form] = Form.useForm<Fields>();
  const show = useToast();
  const editing = study !== null;
  const slug: string = Form.useWatch('slug', form) ?? '';
  const date: string = Form.useWatch('date', form) ?? '';
  const tags: string[] = Form.useWatch('tags', form) ?? [];

  useEffect(() => {
    if (open) form.setFieldsValue(fieldsOf(study));
  }, [open, study, form]);

  const showFieldErrors = (error: unknown) => {
    if (error instanceof ApiError && error.fields) {
      const known = new Set(Object.keys(fieldsOf(null)));
      form.setFields(Object.entries(error.fields).filter(([name]) => known.has(name)).map(([name, message]) => ({ name: name as keyof Fields, errors: [message] })));
    }
  };
  const create = useMutation(createCaseStudy, {
    success: () => ({ kind: 'success', title: M.created, brief: true }),
    failure: (error) => ({ kind: 'error', title: M.createFailed(failureText(error)) }),
    onError: showFieldErrors,
    onSuccess: onClose,
  });
  const update = useMutation((changes: CaseStudyChanges) => updateCaseStudy(study!.id, changes), {
    success: () => ({ kind: 'success', title: M.updated, brief: true }),
    failure: (error) => ({ kind: 'error', title: M.updateFailed(failureText(error)) }),
    onError: showFieldErrors,
    onSuccess: onClose,
  });

  const fillSlug = () => form.setFieldValue('slug', generateSlug(form.getFieldValue('title') ?? ''));
  const generate = () => {
    fillSlug();
    void form.validateFields(['slug']).catch(() => undefined);
  };
  const autoSuggest = () => {
    const current: string[] = form.getFieldValue('tags') ?? [];
    const next = suggestTags(form.getFieldValue('title') ?? '', form.getFieldValue('content') ?? '', current).slice(0, L.tagsMax);
    form.setFieldValue('tags', next);
    const added = next.length - current.length;
    show({ kind: added ? 'success' : 'info', title: added ? T.tagsSuggested(added) : T.noTagsSuggested, brief: true });
  };

  const saving = create.pending || update.pending;
  const submit = async () => {
    if (saving) return;
    // On create an empty slug is generated from the title (document 2, 5), and shown.
    if (!editing && !(form.getFieldValue('slug') ?? '').trim()) fillSlug();
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const body: CaseStudyFormInput = { ...values, title: values.title.trim(), description: values.description.trim(), slug: slugFor(values), readTime: values.readTime.trim(), date: values.date.trim() };
    if (!study) {
      await create.trigger(body);
      return;
    }
    const changes = changedFields(study, body);
    if (!Object.keys(changes).length) return onClose();
    await update.trigger(changes);
  };

  const tagOptions = [...CASE_STUDY_TAG_OPTIONS.map((o) => ({ value: o.value, label: o.label })), ...tags.filter((tag) => !CASE_STUDY_TAG_OPTIONS.some((o) => o.value === tag)).map((tag) => ({ value: tag, label: tagLabel(tag) }))];
  const submitText = saving ? M.saving : editing ? M.update : M.create;

  return (
    <AdminDialog
      open={open}
      title={editing ? M.editTitle : M.createTitle}
      onClose={onClose}
      width={960}
      busy={saving}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose} disabled={saving}>
            {M.cancel}
          </Button>
          <Button type="primary" onClick={() => void submit()} loading={saving} disabled={saving}>
            {submitText}
          </Button>
        </Flex>
      }
    >
      <Form<Fields> form={form} layout="vertical" initialValues={fieldsOf(study)} requiredMark={false} className="case-study-form">
        <Form.Item name="title" label={M.fields.title} rules={[zodRule(caseStudyFormSchema, 'title')]}>
          <Input maxLength={L.titleMax} showCount onBlur={() => !(form.getFieldValue('slug') ?? '').trim() && fillSlug()} />
        </Form.Item>
        <Form.Item name="description" label={M.fields.description} rules={[zodRule(caseStudyFormSchema, 'description')]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={L.descriptionMax} showCount />
        </Form.Item>
        <div className="case-study-form-row">
          {/* The label names the slug's input (the inner item's id); Generate has a name of its own. */}
          <Form.Item label={M.fields.slug} htmlFor="slug" required extra={T.slugHelp(slug.trim())} className="case-study-form-slug">
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item
                name="slug"
                noStyle
                rules={[
                  zodRule(caseStudyFormSchema, 'slug'),
                  // Editing keeps a slug: a blank one is not generated then.
                  ...(editing ? [{ validator: (_: unknown, value: string) => (value?.trim() ? Promise.resolve() : Promise.reject(new Error(M.slugMin))) }] : []),
                ]}
              >
                <Input maxLength={L.slugMax} />
              </Form.Item>
              <Button onClick={generate} aria-label={T.generateSlugLabel}>
                {M.generateSlug}
              </Button>
            </Space.Compact>
          </Form.Item>
          <Form.Item name="readTime" label={M.fields.readTime} rules={[zodRule(caseStudyFormSchema, 'readTime')]} className="case-study-form-short">
            <Input maxLength={L.readTimeMax} placeholder={T.readTimePlaceholder} />
          </Form.Item>
          <Form.Item name="date" label={M.fields.date} extra={date && !ISO_DAY.test(date) ? T.dateKept(date) : T.dateHelp} className="case-study-form-short">
            <DateField />
          </Form.Item>
        </div>
        <Form.Item name="content" label={M.fields.content} rules={[zodRule(caseStudyFormSchema, 'content')]}>
          <MarkdownEditor maxLength={L.contentMax} uploadImage={uploadImage} />
        </Form.Item>
        <Form.Item label={M.fields.tags} htmlFor="tags">
          <Flex gap={8} wrap align="start">
            <Form.Item name="tags" noStyle rules={[zodRule(caseStudyFormSchema, 'tags')]}>
              <Select mode="multiple" options={tagOptions} placeholder={M.tagsPlaceholder} allowClear style={{ flex: '1 1 260px', minWidth: 0 }} />
            </Form.Item>
            <Button onClick={autoSuggest}>{M.autoSuggestTags}</Button>
          </Flex>
        </Form.Item>
        <Flex gap={24} wrap>
          <Form.Item name="published" valuePropName="checked" extra={T.publishedHelp}>
            <Checkbox>{M.fields.published}</Checkbox>
          </Form.Item>
          <Form.Item name="featured" valuePropName="checked" extra={T.featuredHelp}>
            <Checkbox>{T.featured}</Checkbox>
          </Form.Item>
        </Flex>
      </Form>
    </AdminDialog>
  );
}
