// The chat's header: the page title, the thread's title, how many messages the user sent, and the token bar.
import type { Profile } from '@contracts/profile';
import { CHAT } from '@contracts/messages';
import { TokenBar } from './TokenBar';

export const CHAT_TITLE_ID = 'chat-title';

export interface ChatHeaderProps {
  threadTitle: string;
  userMessages: number;
  profile: Profile | undefined;
  hidden: boolean;
}

export function ChatHeader({ threadTitle, userMessages, profile, hidden }: ChatHeaderProps) {
  return (
    <header className={hidden ? 'chat-header chat-header-hidden' : 'chat-header'}>
      <div className="chat-header-titles">
        <h1 id={CHAT_TITLE_ID} className="chat-title">
          {CHAT.title}
        </h1>
        <p className="chat-thread-title">
          <span className="chat-thread-name">{threadTitle}</span>
          <span className="chat-message-count">
            {userMessages} {userMessages === 1 ? 'message' : 'messages'}
          </span>
        </p>
      </div>
      <TokenBar profile={profile} />
    </header>
  );
}
