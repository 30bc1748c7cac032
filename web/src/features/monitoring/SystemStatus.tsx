// The status alert on every page (document 1, 8: System status): GET /api/health every 30 s while the page is visible
// (and at once when it becomes visible again); while the API does not answer, an alert says the service is
// unavailable and will retry automatically; it goes when the API answers again. Plain elements: it is in the shell.
import { useEffect, useState } from 'react';
import { API } from '@contracts/api';
import { SYSTEM_STATUS } from '@contracts/messages';
import { HEALTH_CHECK_INTERVAL_MS } from '@contracts/monitoring';

/** Whether the API answers its liveness probe (a network failure or a 5xx: it does not). */
async function apiAnswers(): Promise<boolean> {
  try {
    const res = await fetch(API.health, { cache: 'no-store', signal: AbortSignal.timeout(10_000) });
    return res.status < 500;
  } catch {
    return false;
  }
}

export default function SystemStatus() {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const check = async () => {
      clearTimeout(timer);
      if (document.visibilityState !== 'visible') return;
      const ok = await apiAnswers();
      if (stopped) return;
      setDown(!ok);
      timer = setTimeout(check, HEALTH_CHECK_INTERVAL_MS);
    };
    const onVisible = () => void (document.visibilityState === 'visible' ? check() : clearTimeout(timer));
    document.addEventListener('visibilitychange', onVisible);
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  if (!down) return null;
  return (
    <div className="system-status" role="alert">
      <strong>{SYSTEM_STATUS.title}</strong> {SYSTEM_STATUS.unavailable}
    </div>
  );
}
