// The case study pages' toast, in plain elements (the knowledgebase is pre-rendered and loads no antd): a titled notice
// in the corner, announced (an alert for a failure), that closes by itself after TOAST_MS or with its close button.
import { useEffect, useState, type ReactNode } from 'react';
import { TOAST_MS } from './rules';

export interface NoticeContent {
  kind: 'error' | 'info';
  title: string;
  description: string;
}

function Notice({ notice, onClose }: { notice: NoticeContent; onClose: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onClose, TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [notice, onClose]);
  return (
    <div className={`cs-notice cs-notice-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      <div>
        <strong className="cs-notice-title">{notice.title}</strong>
        <p className="cs-notice-text">{notice.description}</p>
      </div>
      <button type="button" className="cs-notice-close" aria-label="Close" onClick={onClose}>
        ×
      </button>
    </div>
  );
}

/** A notice to show (`show`), and the element that shows it while it lasts. */
export function useNotice(): [element: ReactNode, show: (notice: NoticeContent) => void] {
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const [close] = useState(() => () => setNotice(null));
  return [notice ? <Notice notice={notice} onClose={close} /> : null, setNotice];
}
