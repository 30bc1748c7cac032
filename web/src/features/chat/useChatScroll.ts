// The conversation's scrolling: to the end on open and on the user's own message, to a new answer's first line (it
// may be long, and a safety warning opens it), then following the stream only while the user is at the end; the view
// is the user's once they scroll away. And whether the user scrolled down (on mobile the header hides).
import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
import { HEADER_HIDE_SCROLL_PX } from './constants';

/** Space left above a new answer's first line when the view stops at it. */
const ANSWER_MARGIN_PX = 8;

/** How the app moves the view: to the end; to the end but never past the new answer's first line; not at all. */
type Follow = 'end' | 'answer' | 'user';

/** The conversation's scroll state, kept outside React (scrolling must not re-render the page). */
interface ScrollState {
  follow: Follow;
  /** The user moved the conversation (wheel, touch, keys, scrollbar) since the app last scrolled it. */
  userScrolled: boolean;
  lastTop: number;
  /** The number of messages the view last settled on. */
  count: number;
}

export function useChatScroll(messages: readonly { role: string }[]) {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const view = useRef<ScrollState>({ follow: 'end', userScrolled: false, lastTop: 0, count: 0 });
  const [scrolledDown, setScrolledDown] = useState(false);

  /** Follows the conversation's end while the user is there, but never past the start of a new answer. */
  const keepUp = useCallback(() => {
    const el = scroller.current;
    if (!el || view.current.follow === 'user') return;
    let top = el.scrollHeight - el.clientHeight;
    const answer = view.current.follow === 'answer' ? content.current?.querySelector<HTMLElement>('.chat-message:last-child') : null;
    if (answer) {
      // The answer's first line at the top, below the header where it stays over the conversation (on a phone).
      const header = el.querySelector<HTMLElement>('.chat-header');
      const covered = header && getComputedStyle(header).position === 'sticky' ? header.offsetHeight : 0;
      const start = answer.getBoundingClientRect().top - el.getBoundingClientRect().top + el.scrollTop;
      top = Math.min(top, start - covered - ANSWER_MARGIN_PX);
    }
    el.scrollTop = top;
  }, []);

  // A new message is brought into sight: the user's own to the end, a new answer to its first line. That scroll is the
  // app's, not the user's: the header stays in place. Only a change in the number of messages moves the view (a reply
  // that ends, or is saved, leaves it where it is).
  const count = messages.length;
  const lastRole = messages.at(-1)?.role;
  useEffect(() => {
    const newAnswer = count === view.current.count + 1 && lastRole === 'assistant';
    view.current = { ...view.current, follow: newAnswer ? 'answer' : 'end', userScrolled: false, count };
    setScrolledDown(false);
    keepUp();
  }, [count]);

  // Following, the view keeps up when the area shrinks (the beta banner or a notice appears under it) or the content
  // grows (a reply streams in, its Markdown renders).
  useEffect(() => {
    if (!scroller.current || !content.current) return;
    const observer = new ResizeObserver(keepUp);
    observer.observe(scroller.current);
    observer.observe(content.current);
    return () => observer.disconnect();
  }, [keepUp]);

  const onUserScroll = () => {
    view.current.userScrolled = true;
  };

  // Only the user's own scrolling counts (the browser also scrolls when the area is resized): away from the end the
  // view is theirs; back at the end of their own accord, they follow the stream to its end. Spec: on mobile the header
  // hides when the user scrolls down past 64 px, and comes back on scrolling up.
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    const top = el.scrollTop;
    if (view.current.userScrolled) {
      view.current.follow = el.scrollHeight - top - el.clientHeight < 4 ? 'end' : 'user';
      setScrolledDown(top > HEADER_HIDE_SCROLL_PX && top >= view.current.lastTop);
    }
    view.current.lastTop = top;
  };

  return {
    scrolledDown,
    /** The conversation's scrolling area, with the events that tell the user's scrolling from the app's. */
    scrollerProps: { ref: scroller, onScroll, onWheel: onUserScroll, onTouchMove: onUserScroll, onKeyDown: onUserScroll, onPointerDown: onUserScroll },
    /** The conversation's content inside it (its growth is followed). */
    contentRef: content,
  };
}
