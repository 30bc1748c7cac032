// Cloudflare Turnstile bot protection for the account and add-business forms: widget, notice and token, only when a site key is configured (plain elements: the login page loads no antd).
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { APP } from '@contracts/messages';
import { useRuntimeConfig } from '../../app/runtimeConfig';

export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
/** A real token is much longer; a shorter one is read again once after 100 ms. */
const MIN_TOKEN_LENGTH = 20;
const RETRY_DELAY_MS = 100;

export type BotAction = 'login' | 'register' | 'password_reset' | 'add_business';

interface TurnstileApi {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      action: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): string;
  getResponse(widgetId: string): string | undefined;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | null = null;

/** Adds Turnstile's script once per page. */
function loadTurnstile(): Promise<TurnstileApi> {
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not load')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Could not load Turnstile'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface BotProtection {
  /** The widget and its notice; null when bot protection is off. */
  widget: ReactNode;
  /** The token to send with the request, or '' when there is none (off, or the check failed). */
  getToken: () => Promise<string>;
  /** Tokens are single-use: call after each request that sent one. */
  reset: () => void;
}

export function useBotProtection(action: BotAction): BotProtection {
  const { turnstileSiteKey } = useRuntimeConfig();
  const container = useRef<HTMLDivElement>(null);
  const widgetId = useRef<string | null>(null);
  const token = useRef('');

  useEffect(() => {
    if (!turnstileSiteKey || !container.current) return;
    const element = container.current;
    let api: TurnstileApi | null = null;
    let cancelled = false;
    loadTurnstile().then(
      (turnstile) => {
        if (cancelled) return;
        api = turnstile;
        widgetId.current = turnstile.render(element, {
          sitekey: turnstileSiteKey,
          action,
          callback: (value) => (token.current = value),
          'expired-callback': () => (token.current = ''),
          'error-callback': () => (token.current = ''),
        });
      },
      // No widget: the token stays empty, as the spec's token fetch returns on failure.
      () => undefined,
    );
    return () => {
      cancelled = true;
      if (api && widgetId.current) api.remove(widgetId.current);
      widgetId.current = null;
      token.current = '';
    };
  }, [turnstileSiteKey, action]);

  const read = useCallback(() => {
    const id = widgetId.current;
    return token.current || (id && window.turnstile?.getResponse(id)) || '';
  }, []);

  const getToken = useCallback(async () => {
    if (!turnstileSiteKey) return '';
    let value = read();
    if (value.length < MIN_TOKEN_LENGTH) {
      await wait(RETRY_DELAY_MS);
      value = read();
    }
    return value;
  }, [turnstileSiteKey, read]);

  const reset = useCallback(() => {
    token.current = '';
    if (widgetId.current) window.turnstile?.reset(widgetId.current);
  }, []);

  const widget = turnstileSiteKey ? (
    <div className="bot-protection">
      <div ref={container} />
      <p className="auth-note">{APP.botProtectionNotice}</p>
    </div>
  ) : null;

  return { widget, getToken, reset };
}
