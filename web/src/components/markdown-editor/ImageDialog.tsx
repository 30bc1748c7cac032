// The editor's image dialog (spec document 2, 2.7): the image's URL, its alt text, a file upload to the site's assets
// that fills the URL in, and a preview; Insert needs a URL.
import { useRef, useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { MARKDOWN_EDITOR as T } from '@contracts/messages';
import { failureText } from '../../api/mutation';
import { useToast } from '../../api/useMutation';
import { imageMarkdown } from './edits';
import { InsertDialog, UrlField } from './InsertDialog';
import { isInsertableImage } from './safety';

interface ImageFields {
  url: string;
  alt: string;
}

export interface ImageDialogProps {
  open: boolean;
  /** The selected text, offered as the alt text. */
  initialAlt: string;
  /** Stores the file in the site's assets and gives its URL; without it the dialog offers no upload. */
  uploadImage?: (file: File) => Promise<string>;
  onInsert: (markdown: string) => void;
  onCancel: () => void;
}

export function ImageDialog({ open, initialAlt, uploadImage, onInsert, onCancel }: ImageDialogProps) {
  const [form] = Form.useForm<ImageFields>();
  const url = (Form.useWatch('url', form) ?? '').trim();
  const alt: string = Form.useWatch('alt', form) ?? '';
  const [broken, setBroken] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const show = useToast();

  const upload = async (chosen: File | undefined) => {
    if (!chosen || !uploadImage) return;
    setUploading(true);
    try {
      const uploaded = await uploadImage(chosen);
      form.setFieldsValue({ url: uploaded, alt: form.getFieldValue('alt') || chosen.name.replace(/\.[^.]+$/, '') });
      void form.validateFields(['url']).catch(() => undefined);
      show({ kind: 'success', title: T.imageUploaded, brief: true });
    } catch (error) {
      show({ kind: 'error', title: T.imageUploadFailed, description: failureText(error) });
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  };

  const showPreview = url !== '' && isInsertableImage(url);
  return (
    <InsertDialog<ImageFields>
      open={open}
      title={T.imageTitle}
      name="markdown-image"
      form={form}
      initialValues={{ url: '', alt: initialAlt }}
      toMarkdown={(values) => imageMarkdown(values.url, values.alt ?? '')}
      onInsert={onInsert}
      onCancel={onCancel}
      busy={uploading}
    >
      {(enter) => (
        <>
          <UrlField label={T.imageUrl} required={T.imageUrlRequired} unsafe={T.imageUrlUnsafe} safe={isInsertableImage} onEnter={enter} />
          {uploadImage && (
            <Form.Item>
              <input
                ref={file}
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp"
                className="markdown-editor-file"
                aria-label={T.imageUpload}
                tabIndex={-1}
                onChange={(e) => void upload(e.target.files?.[0])}
              />
              <Button icon={<UploadOutlined />} loading={uploading} onClick={() => file.current?.click()}>
                {uploading ? T.imageUploading : T.imageUpload}
              </Button>
            </Form.Item>
          )}
          <Form.Item name="alt" label={T.imageAlt} extra={T.imageAltHelp}>
            <Input maxLength={200} onPressEnter={enter} />
          </Form.Item>
          {showPreview && (
            <Flex vertical gap={8}>
              <Typography.Text strong>{T.imagePreview}</Typography.Text>
              {broken === url ? (
                <Typography.Text type="warning">{T.imagePreviewFailed}</Typography.Text>
              ) : (
                <img src={url} alt={alt.trim() || T.imagePreview} className="markdown-editor-image-preview" onError={() => setBroken(url)} />
              )}
            </Flex>
          )}
        </>
      )}
    </InsertDialog>
  );
}
