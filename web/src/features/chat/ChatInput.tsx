// The message input, its photos and the send button: Enter sends, Shift+Enter starts a new line; nothing empty or
// whitespace, nothing while a reply is loading or a photo is being shrunk or uploaded, no double submit, nothing at a
// token balance of 0 or less. Photos: attached from a file (or, on a phone, the camera), up to 3, shown as thumbnails
// with a remove button, uploaded as the message is sent; a refusal shows under the input in the contract's words.
// While a reply is being written, the button stops it.
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Alert, Button, Input, Spin } from 'antd';
import { CameraOutlined, CloseOutlined, PaperClipOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import { CHAT_LIMITS } from '@contracts/chat';
import { CHAT_PHOTOS, type ChatPhoto } from '@contracts/chatPhotos';
import { CHAT } from '@contracts/messages';
import { useIsMobile } from '../../lib/useMediaQuery';
import { PHOTO_WORDS } from './constants';
import { sendBlock } from './rules';
import { usePhotoAttachments } from './usePhotoAttachments';

export interface ChatInputProps {
  /** Answers whether the message was taken (the input and its photos are then cleared). */
  onSend: (text: string, photos?: ChatPhoto[]) => boolean;
  /** Stops the reply being written. */
  onStop: () => void;
  loading: boolean;
  /** A reply is being written: the button is Stop. */
  streaming: boolean;
  tokenBalance: number | undefined;
}

export function ChatInput({ onSend, onStop, loading, streaming, tokenBalance }: ChatInputProps) {
  const [text, setText] = useState('');
  const id = useId();
  const isMobile = useIsMobile();
  const attachments = usePhotoAttachments();
  const { photos } = attachments;
  const busy = attachments.preparing || attachments.uploading;
  const submitting = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const block = sendBlock({ text, loading, submitting: busy, tokenBalance });
  const exhausted = block === 'tokens';

  const submit = async () => {
    if (block || submitting.current) return;
    if (!photos.length) {
      if (onSend(text)) setText('');
      return;
    }
    submitting.current = true;
    try {
      const sent = await attachments.uploadAll();
      if (sent && onSend(text, sent)) {
        setText('');
        attachments.clear();
      }
    } finally {
      submitting.current = false;
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    attachments.add([...(event.target.files ?? [])]);
    // The same file can be chosen again after it was removed.
    event.target.value = '';
  };
  const photoButton = (label: string, icon: ReactNode, input: RefObject<HTMLInputElement | null>) => (
    <Button htmlType="button" icon={icon} aria-label={label} title={label} disabled={exhausted || attachments.uploading} onClick={() => input.current?.click()} />
  );

  return (
    <form className="chat-input-form" onSubmit={onSubmit}>
      {photos.length > 0 && (
        <ul className="chat-attachments" aria-label={PHOTO_WORDS.attached} aria-busy={busy || undefined}>
          {photos.map((photo, i) => (
            <li key={photo.key} className="chat-attachment">
              {photo.preview ? <img src={photo.preview} alt={CHAT_PHOTOS.alt(i + 1)} /> : <Spin size="small" aria-label={PHOTO_WORDS.preparing} />}
              <Button
                htmlType="button"
                size="small"
                shape="circle"
                className="chat-attachment-remove"
                icon={<CloseOutlined />}
                aria-label={PHOTO_WORDS.remove(i + 1)}
                title={PHOTO_WORDS.remove(i + 1)}
                disabled={attachments.uploading}
                onClick={() => attachments.remove(photo.key)}
              />
            </li>
          ))}
        </ul>
      )}
      {attachments.uploading && (
        <div className="chat-attachments-status" role="status">
          <Spin size="small" /> {CHAT_PHOTOS.uploading}
        </div>
      )}
      {attachments.error && <Alert className="chat-attachments-error" type="error" showIcon title={attachments.error} role="alert" />}
      <div className="chat-input">
        <label htmlFor={id} className="sr-only">
          {CHAT.inputLabel}
        </label>
        <Input.TextArea
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={CHAT.inputPlaceholder}
          autoSize={{ minRows: 1, maxRows: 6 }}
          maxLength={CHAT_LIMITS.messageMaxLength}
          disabled={exhausted}
        />
        {photoButton(CHAT_PHOTOS.attach, <PaperClipOutlined />, fileInput)}
        {isMobile && photoButton(PHOTO_WORDS.camera, <CameraOutlined />, cameraInput)}
        <input ref={fileInput} type="file" accept="image/*" multiple hidden onChange={onPick} />
        {isMobile && <input ref={cameraInput} type="file" accept="image/*" capture="environment" hidden onChange={onPick} />}
        {streaming ? (
          <Button htmlType="button" icon={<StopOutlined />} aria-label={CHAT.stop} title={CHAT.stop} onClick={onStop} />
        ) : (
          <Button type="primary" htmlType="submit" icon={<SendOutlined />} aria-label={CHAT.send} disabled={Boolean(block)} loading={loading || attachments.uploading} />
        )}
      </div>
    </form>
  );
}
