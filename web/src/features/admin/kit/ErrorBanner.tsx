// The admin console's error banner (spec document 2, 2.10): the error's text, and for a 401 or 'Unauthorized' error
// the hints: be logged in as an admin, log out and in again, refresh (the session may have expired).
import { Alert } from 'antd';
import { ADMIN } from '@contracts/messages';

export function isUnauthorized(error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status;
  const message = error instanceof Error ? error.message : String(error ?? '');
  return status === 401 || /unauthori[sz]ed/i.test(message);
}

export function ErrorBanner({ error, title = ADMIN.errorTitle, action }: { error: unknown; title?: string; action?: React.ReactNode }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      action={action}
      description={
        <>
          <div>{message}</div>
          {isUnauthorized(error) && (
            <>
              <div style={{ marginTop: 8 }}>{ADMIN.unauthorizedHintsTitle}</div>
              <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                {ADMIN.unauthorizedHints.map((hint) => (
                  <li key={hint}>{hint}</li>
                ))}
              </ul>
            </>
          )}
        </>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
