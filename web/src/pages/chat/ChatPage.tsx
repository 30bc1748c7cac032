// /chat: the AI pest consultant. History sidebar (a slide-out panel with floating buttons on mobile), header with
// the token bar, the conversation or the welcome screen, and the composer with its notices, suggestions and input.
// Nothing floats over content: the floating buttons keep a lane clear at the conversation's foot, and the beta
// banner sits under the history (desktop) or over the composer (mobile).
import { useEffect, useState } from 'react';
import { Button, Drawer, Spin } from 'antd';
import { HistoryOutlined, HomeOutlined, PlusOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { threadTitle } from '@contracts/chat';
import { CHAT } from '@contracts/messages';
import { PATHS } from '../../app/paths';
import { MarkdownText } from '../../components/markdown/Markdown';
import type { ChatState } from '../../app/routeState';
import { BetaBanner } from '../../features/chat/BetaBanner';
import { ChatHeader, CHAT_TITLE_ID } from '../../features/chat/ChatHeader';
import { ChatHistory } from '../../features/chat/ChatHistory';
import { ChatInput } from '../../features/chat/ChatInput';
import { OfflineBanner, RecoveryNotice, RetryAlert, SendError, TokenLimit } from '../../features/chat/ChatNotices';
import { ConnectProfessional } from '../../features/chat/ConnectProfessional';
import { MessageList } from '../../features/chat/MessageList';
import { PopularQuestions } from '../../features/chat/PopularQuestions';
import { arrivalTaken, browserLocation, rememberArrival } from '../../features/chat/rules';
import { Suggestions } from '../../features/chat/Suggestions';
import { useChat } from '../../features/chat/useChat';
import { useChatScroll } from '../../features/chat/useChatScroll';
import { WelcomeScreen } from '../../features/chat/WelcomeScreen';
import { ScrollRegion } from '../../lib/ScrollRegion';
import { useIsMobile } from '../../lib/useMediaQuery';
import '../../features/chat/chat.css';

export default function ChatPage() {
  const { state, key } = useLocation();
  const navigate = useNavigate();
  const [arrival] = useState(() => {
    const asked = (state ?? null) as Partial<ChatState> | null;
    if (!asked || arrivalTaken(key)) return { newThread: false };
    const initialQuery = asked.initialQuery?.trim() || undefined;
    return { newThread: Boolean(asked.newThread || initialQuery), initialQuery };
  });
  const [location] = useState(browserLocation);
  const chat = useChat({ location, ...arrival });
  useEffect(() => {
    if (state) rememberArrival(key);
  }, [state, key]);
  const isMobile = useIsMobile();
  const [historyOpen, setHistoryOpen] = useState(false);
  const { messages } = chat;
  const scroll = useChatScroll(messages);
  const firstQuestion = messages.find((m) => m.role === 'user')?.content;
  const title = chat.thread?.title ?? (firstQuestion ? threadTitle(firstQuestion) : CHAT.newChat);
  const busy = chat.sending || chat.tokensExhausted;

  const history = (heading: boolean) => (
    <ChatHistory
      threads={chat.threads.data?.threads}
      loading={chat.threads.isLoading}
      failed={Boolean(chat.threads.error)}
      selectedId={chat.threadId}
      heading={heading}
      onSelect={(id) => {
        setHistoryOpen(false);
        chat.selectThread(id);
      }}
      onNewChat={() => {
        setHistoryOpen(false);
        chat.newChat();
      }}
      onReload={() => void chat.threads.mutate()}
      onDelete={chat.deleteThread}
    />
  );

  // On mobile the header sits at the top of the scrolling conversation, so hiding it never changes the layout.
  const header = (
    <ChatHeader
      threadTitle={title}
      userMessages={messages.filter((m) => m.role === 'user').length}
      profile={chat.profile.data}
      hidden={isMobile && scroll.scrolledDown}
    />
  );

  let conversation;
  if (!chat.ready || (chat.loadingMessages && !messages.length)) {
    conversation = (
      <div className="chat-loading">
        <Spin />
      </div>
    );
  } else if (chat.messagesError && !messages.length) {
    conversation = <RetryAlert title={CHAT.errorFetchingMessages} onRetry={chat.reloadMessages} />;
  } else if (!messages.length) {
    conversation = <WelcomeScreen onAsk={chat.send} disabled={busy} />;
  } else {
    conversation = <MessageList messages={messages} />;
  }

  return (
    <div className="chat-page">
      {!isMobile && (
        <aside className="chat-sidebar">
          <ScrollRegion label={CHAT.history} axis="y" className="chat-sidebar-scroll">
            {history(true)}
          </ScrollRegion>
          <BetaBanner />
        </aside>
      )}
      <section className="chat-main" aria-labelledby={CHAT_TITLE_ID}>
        {!isMobile && header}
        <OfflineBanner online={chat.online} />
        <RecoveryNotice count={chat.unsent.length} recovering={chat.recovering} onRecover={() => void chat.recover()} />
        <div className="chat-scroll-area">
          <ScrollRegion label="Conversation" axis="y" className="chat-scroll" {...scroll.scrollerProps}>
            <div ref={scroll.contentRef}>
              {isMobile && header}
              {conversation}
              {chat.sending && !chat.streaming && (
                <div className="chat-typing" role="status">
                  <Spin size="small" /> {CHAT.thinking}
                </div>
              )}
            </div>
          </ScrollRegion>
          {isMobile && (
            <div className="chat-fab">
              <Button shape="circle" size="large" icon={<HistoryOutlined />} aria-label={CHAT.history} onClick={() => setHistoryOpen(true)} />
              <Button shape="circle" size="large" icon={<HomeOutlined />} aria-label="Home" onClick={() => navigate(PATHS.home)} />
              <Button shape="circle" size="large" type="primary" icon={<PlusOutlined />} aria-label={CHAT.newChat} onClick={chat.newChat} />
            </div>
          )}
        </div>
        <div className="chat-composer">
          {isMobile && <BetaBanner />}
          {chat.failure && <SendError message={chat.failure.message} onRetry={chat.retry} onClose={chat.dismissFailure} />}
          {chat.tokensExhausted && <TokenLimit />}
          {messages.length > 0 && <PopularQuestions onAsk={chat.send} disabled={busy} />}
          {!isMobile && <Suggestions suggestions={chat.suggestions} onAsk={chat.send} disabled={busy} />}
          {messages.length > 1 && <ConnectProfessional threadId={chat.threadId} location={location} chat={messages} />}
          <ChatInput onSend={chat.send} onStop={chat.stop} loading={chat.sending} streaming={chat.streaming} tokenBalance={chat.profile.data?.tokenBalance} />
        </div>
      </section>
      {isMobile && (
        <Drawer title={CHAT.history} placement="left" size={300} open={historyOpen} onClose={() => setHistoryOpen(false)}>
          {history(false)}
        </Drawer>
      )}
      <div className="sr-only" role="status" aria-live="polite">
        {chat.announcement && (
          <>
            New reply from the consultant: <MarkdownText text={chat.announcement} />
          </>
        )}
      </div>
    </div>
  );
}
