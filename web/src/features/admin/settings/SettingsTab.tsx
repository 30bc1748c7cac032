// Site Settings (spec document 2, 2.9): one card to update the favicon: the current icon, a file chooser with a
// preview, and Upload; states no file, file chosen (preview), uploading, success ('Favicon updated').
import { useEffect, useRef, useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import { ADMIN_SETTINGS } from '@contracts/messages';
import { faviconFileProblem } from '@contracts/siteSettings';
import { failureText } from '../../../api/mutation';
import { useMutation, useToast } from '../../../api/useMutation';
import { uploadFavicon, useSiteSettings } from './api';

function Icon({ src, alt }: { src: string; alt: string }) {
  return <img src={src} alt={alt} width={32} height={32} className="admin-favicon" />;
}

export default function SettingsTab() {
  const { data, error, isLoading } = useSiteSettings();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const show = useToast();
  const upload = useMutation(uploadFavicon, {
    success: () => ({ kind: 'success', title: ADMIN_SETTINGS.updated, description: ADMIN_SETTINGS.updatedDescription }),
    failure: (e) => ({ kind: 'error', title: ADMIN_SETTINGS.uploadFailed, description: failureText(e) || ADMIN_SETTINGS.uploadFailedDefault }),
    onSuccess: () => {
      setFile(null);
      if (input.current) input.current.value = '';
    },
  });

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | null) => {
    const problem = chosen ? faviconFileProblem(chosen) : undefined;
    if (problem) {
      show({ kind: 'error', ...problem });
      if (input.current) input.current.value = '';
      return setFile(null);
    }
    setFile(chosen);
  };

  const submit = () => {
    const problem = faviconFileProblem(file);
    if (problem) return show({ kind: 'error', ...problem });
    void upload.trigger(file!);
  };

  return (
    <section aria-label={ADMIN_SETTINGS.title}>
      <Typography.Title level={2}>{ADMIN_SETTINGS.title}</Typography.Title>
      <Card title={<h3 className="admin-card-title">{ADMIN_SETTINGS.faviconTitle}</h3>} style={{ maxWidth: 560 }}>
        <Typography.Paragraph type="secondary">{ADMIN_SETTINGS.faviconIntro}</Typography.Paragraph>
        <Flex vertical gap={16}>
          <div>
            <Typography.Text strong>{ADMIN_SETTINGS.current}</Typography.Text>
            <Flex align="center" gap={12} style={{ marginTop: 8 }}>
              {isLoading ? (
                <Spin size="small" />
              ) : error ? (
                <Alert type="error" showIcon title={ADMIN_SETTINGS.loadFailed} description={error.message} />
              ) : data?.favicon_url ? (
                <>
                  <Icon src={data.favicon_url} alt={ADMIN_SETTINGS.current} />
                  <Typography.Text type="secondary" className="admin-favicon-url">
                    {data.favicon_url}
                  </Typography.Text>
                </>
              ) : (
                <>
                  <Icon src="/favicon.svg" alt={ADMIN_SETTINGS.current} />
                  <Typography.Text type="secondary">{ADMIN_SETTINGS.noCurrent}</Typography.Text>
                </>
              )}
            </Flex>
          </div>
          <div>
            <input
              ref={input}
              id="favicon-file"
              type="file"
              accept="image/png,image/x-icon,image/vnd.microsoft.icon,image/jpeg,image/svg+xml"
              className="admin-file-input"
              aria-label={ADMIN_SETTINGS.choose}
              tabIndex={-1}
              onChange={(e) => choose(e.target.files?.[0] ?? null)}
            />
            <Flex align="center" gap={12} wrap>
              <Button onClick={() => input.current?.click()}>{ADMIN_SETTINGS.choose}</Button>
              <Typography.Text type={file ? undefined : 'secondary'}>{file ? `${ADMIN_SETTINGS.chosen}: ${file.name}` : ADMIN_SETTINGS.noFileTitle}</Typography.Text>
            </Flex>
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {ADMIN_SETTINGS.recommended}
            </Typography.Paragraph>
          </div>
          {preview && (
            <Flex align="center" gap={12}>
              <Typography.Text strong>{ADMIN_SETTINGS.preview}</Typography.Text>
              <Icon src={preview} alt={ADMIN_SETTINGS.preview} />
            </Flex>
          )}
          <div>
            <Button type="primary" icon={<UploadOutlined />} onClick={submit} loading={upload.pending}>
              {upload.pending ? ADMIN_SETTINGS.uploading : ADMIN_SETTINGS.upload}
            </Button>
          </div>
        </Flex>
      </Card>
    </section>
  );
}
