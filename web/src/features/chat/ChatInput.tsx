// The message input and send button: Enter sends, Shift+Enter starts a new line; nothing empty or whitespace,
// nothing while a reply is loading, no double submit, nothing at a token balance of 0 or less. While a reply is
// being written, the button stops it.
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Input } from 'antd';
import { SendOutlined, StopOutlined } from '@ant-design/icons';
import { CHAT_LIMITS } from '@contracts/chat';
import { CHAT } from '@contracts/messages';
import { sendBlock } from './rules';

export interface ChatInputProps {
  /** Answers whether the message was taken (the input is then cleared). */
  onSend: (text: string) => boolean;
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
  const block = sendBlock({ text, loading, submitting: false, tokenBalance });
  const exhausted = block === 'tokens';

  const submit = () => {
    if (block) return;
    if (onSend(text)) setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className="chat-input" onSubmit={onSubmit}>
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
      {streaming ? (
        <Button htmlType="button" icon={<StopOutlined />} aria-label={CHAT.stop} title={CHAT.stop} onClick={onStop} />
      ) : (
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} aria-label={CHAT.send} disabled={Boolean(block)} loading={loading} />
      )}
    </form>
  );
}
