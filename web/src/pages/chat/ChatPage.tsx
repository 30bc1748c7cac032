// /chat: the AI pest consultant. History sidebar (a slide-out panel with floating buttons on mobile), header with
// the token bar, the conversation or the welcome screen, and the composer with its notices, suggestions and input.
// Nothing floats over content: the floating buttons keep a lane clear at the conversation's foot, and the beta
// banner sits under the history (desktop) or over the composer (mobile).
import { useCallback, useEffect, useRef, useState } from 'react';
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
import { HEADER_HIDE_SCROLL_PX } from '../../features/chat/constants';
import { MessageList } from '../../features/chat/MessageList';
import { PopularQuestions } from '../../features/chat/PopularQuestions';
import { arrivalTaken, browserLocation, rememberArrival } from '../../features/chat/rules';
import { Suggestions } from '../../features/chat/Suggestions';
import { useChat } from '../../features/chat/useChat';
import { WelcomeScreen } from '../../features/chat/WelcomeScreen';
import { ScrollRegion } from '../../lib/ScrollRegion';
import { useIsMobile } from '../../lib/useMediaQuery';
import '../../features/chat/chat.css';

/** Space left above a new answer's first line when the view stops at it. */
const ANSWER_MARGIN_PX = 8;

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
  /** The user moved the conversation (wheel, touch, keys, scrollbar) since the app last scrolled it. */
  const userScrolled = useRef(false);
  /** The app follows the conversation's end: until the user scrolls away from it, and again once they are back. */
  const atBottom = useRef(true);
  /** A new answer is being followed: the app scrolls no further than its first line (its start stays in view). */
  const answerStart = useRef(false);
  const content = useRef<HTMLDivElement>(null);

  /** Follows the conversation's end while the user is there, but never past the start of a new answer. */
  const follow = useCallback(() => {
    const el = scroller.current;
    if (!el || !atBottom.current) return;
    let top = el.scrollHeight - el.clientHeight;
    const answer = answerStart.current ? content.current?.querySelector<HTMLElement>('.chat-message:last-child') : null;
    if (answer) {
      // The answer's first line at the top, below the header where it stays over the conversation (on a phone).
      const header = el.querySelector<HTMLElement>('.chat-header');
      const covered = header && getComputedStyle(header).position === 'sticky' ? header.offsetHeight : 0;
      const start = answer.getBoundingClientRect().top - el.getBoundingClientRect().top + el.scrollTop;
      top = Math.min(top, start - covered - ANSWER_MARGIN_PX);
    }
    el.scrollTop = top;
  }, []);

  // A new message is brought into sight: the user's own to the end, a new answer to its first line (it may be long,
  // and a safety warning opens it). That scroll is the app's, not the user's: the header stays in place.
  const count = useRef(0);
  useEffect(() => {
    const grewByOne = chat.messages.length === count.current + 1;
    count.current = chat.messages.length;
    answerStart.current = grewByOne && chat.messages.at(-1)?.role === 'assistant';
    userScrolled.current = false;
    atBottom.current = true;
    setScrolledDown(false);
    follow();
    // Only a change in the number of messages moves the view (a reply that ends, or is saved, leaves it where it is).
  }, [chat.messages.length]);

  // Following, the view keeps up when the area shrinks (the beta banner or a notice appears under it) or the content
  // grows (a reply streams in, its Markdown renders).
  useEffect(() => {
    const el = scroller.current;
    if (!el || !content.current) return;
    const observer = new ResizeObserver(follow);
    observer.observe(el);
    observer.observe(content.current);
    return () => observer.disconnect();
  }, [follow]);

  // Spec: on mobile the header hides when the user scrolls down past 64 px, and comes back on scrolling up.
  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const top = el.scrollTop;
    // Only the user's own scrolling counts: the browser also scrolls when the area is resized.
    if (userScrolled.current) {
      atBottom.current = el.scrollHeight - top - el.clientHeight < 4;
      // Back at the end of their own accord, the user follows the stream to its end.
      if (atBottom.current) answerStart.current = false;
      setScrolledDown(top > HEADER_HIDE_SCROLL_PX && top >= lastTop.current);
    }
    lastTop.current = top;
  };
  const onUserScroll = () => {
    userScrolled.current = true;
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
      onDelete={chat.deleteThread}
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
          <ScrollRegion
            label="Conversation"
            axis="y"
            className="chat-scroll"
            ref={scroller}
            onScroll={onScroll}
            onWheel={onUserScroll}
            onTouchMove={onUserScroll}
            onKeyDown={onUserScroll}
            onPointerDown={onUserScroll}
          >
            <div ref={content}>
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
