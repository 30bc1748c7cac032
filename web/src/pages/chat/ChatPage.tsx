// /chat: the AI pest consultant. History sidebar (a slide-out panel with floating buttons on mobile), header with
// the token bar, the conversation or the welcome screen, and the composer with its notices, suggestions and input.
import { useEffect, useRef, useState } from 'react';
import { Button, Drawer, Spin } from 'antd';
import { HistoryOutlined, HomeOutlined, PlusOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { threadTitle } from '@contracts/chat';
import { CHAT } from '@contracts/messages';
import { PATHS } from '../../app/paths';
import type { ChatState } from '../../features/auth/routeState';
import { BetaBanner } from '../../features/chat/BetaBanner';
import { ChatHeader, CHAT_TITLE_ID } from '../../features/chat/ChatHeader';
import { ChatHistory } from '../../features/chat/ChatHistory';
import { ChatInput } from '../../features/chat/ChatInput';
import { OfflineBanner, RecoveryNotice, RetryAlert, SendError, TokenLimit } from '../../features/chat/ChatNotices';
import { ConnectProfessional } from '../../features/chat/ConnectProfessional';
import { HEADER_HIDE_SCROLL_PX } from '../../features/chat/constants';
import { MessageList } from '../../features/chat/MessageList';
import { PopularQuestions } from '../../features/chat/PopularQuestions';
import { arrivalTaken, browserLocation, rememberArrival } from '../../features/chat/rules';
import { Suggestions } from '../../features/chat/Suggestions';
import { useChat } from '../../features/chat/useChat';
import { WelcomeScreen } from '../../features/chat/WelcomeScreen';
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
  const [scrolledDown, setScrolledDown] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const lastTop = useRef(0);

  // The newest message stays in sight.
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [chat.messages.length, chat.sending]);

  const onScroll = () => {
    const top = scroller.current?.scrollTop ?? 0;
    setScrolledDown(top > HEADER_HIDE_SCROLL_PX && top >= lastTop.current);
    lastTop.current = top;
  };

  const { messages } = chat;
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
    />
  );

  // On mobile the header sits at the top of the scrolling conversation, so hiding it never changes the layout.
  const header = (
    <ChatHeader
      threadTitle={title}
      userMessages={messages.filter((m) => m.role === 'user').length}
      profile={chat.profile.data}
      hidden={isMobile && scrolledDown}
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
      {!isMobile && <aside className="chat-sidebar">{history(true)}</aside>}
      <section className="chat-main" aria-labelledby={CHAT_TITLE_ID}>
        {!isMobile && header}
        <OfflineBanner online={chat.online} />
        <RecoveryNotice count={chat.unsent.length} recovering={chat.recovering} onRecover={() => void chat.recover()} />
        <div className="chat-scroll" ref={scroller} onScroll={onScroll} tabIndex={0} role="region" aria-label="Conversation">
          {isMobile && header}
          {conversation}
          {chat.sending && (
            <div className="chat-typing" role="status">
              <Spin size="small" /> {CHAT.thinking}
            </div>
          )}
        </div>
        <div className="chat-composer">
          {chat.failure && <SendError message={chat.failure.message} onRetry={chat.retry} onClose={chat.dismissFailure} />}
          {chat.tokensExhausted && <TokenLimit />}
          {messages.length > 0 && <PopularQuestions onAsk={chat.send} disabled={busy} />}
          {!isMobile && <Suggestions suggestions={chat.suggestions} onAsk={chat.send} disabled={busy} />}
          {messages.length > 1 && <ConnectProfessional threadId={chat.threadId} location={location} chat={messages} />}
          <ChatInput onSend={chat.send} loading={chat.sending} tokenBalance={chat.profile.data?.tokenBalance} />
        </div>
      </section>
      {isMobile && (
        <>
          <Drawer title={CHAT.history} placement="left" size={300} open={historyOpen} onClose={() => setHistoryOpen(false)}>
            {history(false)}
          </Drawer>
          <div className="chat-fab">
            <Button shape="circle" size="large" icon={<HistoryOutlined />} aria-label={CHAT.history} onClick={() => setHistoryOpen(true)} />
            <Button shape="circle" size="large" icon={<HomeOutlined />} aria-label="Home" onClick={() => navigate(PATHS.home)} />
            <Button shape="circle" size="large" type="primary" icon={<PlusOutlined />} aria-label={CHAT.newChat} onClick={chat.newChat} />
          </div>
        </>
      )}
      <BetaBanner />
      <div className="sr-only" role="status" aria-live="polite">
        {chat.announcement}
      </div>
    </div>
  );
}
