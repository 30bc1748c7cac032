// The notices above the conversation and the input: offline, unsent messages from an earlier visit, a failed send
// with Retry, and the token limit with 'Request more tokens'; and the error-with-Retry alert the page's loads share.
import { Alert, Button, type AlertProps } from 'antd';
import { CHAT } from '@contracts/messages';
import { PATHS } from '../../app/paths';
import { ButtonLink } from '../../lib/ButtonLink';

export function OfflineBanner({ online }: { online: boolean }) {
  if (online) return null;
  return <Alert className="chat-notice" type="warning" showIcon title={CHAT.offline} description={CHAT.connectionLost} />;
}

export function RecoveryNotice({ count, recovering, onRecover }: { count: number; recovering: boolean; onRecover: () => void }) {
  if (!count) return null;
  return (
    <Alert
      className="chat-notice"
      type="info"
      showIcon
      title={CHAT.unsent(count)}
      action={
        <Button size="small" loading={recovering} onClick={onRecover}>
          {CHAT.recover}
        </Button>
      }
    />
  );
}

export interface RetryAlertProps {
  title: string;
  onRetry: () => void;
  description?: string;
  className?: string;
  closable?: AlertProps['closable'];
}

/** An error with a Retry button: a failed send, or a list that did not load. */
export function RetryAlert({ title, onRetry, description, className, closable }: RetryAlertProps) {
  return (
    <Alert
      className={className}
      type="error"
      showIcon
      title={title}
      description={description}
      closable={closable}
      action={
        <Button size="small" onClick={onRetry}>
          {CHAT.retry}
        </Button>
      }
    />
  );
}

export function SendError({ message, onRetry, onClose }: { message: string; onRetry: () => void; onClose: () => void }) {
  return (
    <RetryAlert
      className="chat-notice"
      title={CHAT.errorSending}
      description={message}
      closable={{ onClose, 'aria-label': 'Dismiss' }}
      onRetry={onRetry}
    />
  );
}

const TOKENS_TAB = `${PATHS.profile}?tab=tokens`;

export function TokenLimit() {
  return (
    <Alert
      className="chat-notice"
      type="error"
      showIcon
      title={CHAT.tokenLimitReached}
      action={
        <ButtonLink size="small" to={TOKENS_TAB}>
          {CHAT.requestMoreTokens}
        </ButtonLink>
      }
    />
  );
}
