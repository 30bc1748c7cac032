// /reset-password: validates the e-mailed link, then shows the new-password form or 'Invalid Reset Link'.
import { useEffect, useState } from 'react';
import { Result, Spin } from 'antd';
import { useLocation } from 'react-router-dom';
import { AUTH } from '@contracts/messages';
import { PATHS } from '../../app/paths';
import { AuthCard } from '../../features/auth/AuthCard';
import { ResetPasswordForm } from '../../features/auth/ResetPasswordForm';
import { readResetLink, type ResetLink } from '../../features/auth/resetLink';
import { ButtonLink } from '../../lib/ButtonLink';

export default function ResetPasswordPage() {
  const { search, hash } = useLocation();
  const [link, setLink] = useState<ResetLink | null>(null);

  useEffect(() => setLink(readResetLink(search, hash)), [search, hash]);

  if (!link) {
    return (
      <AuthCard title="Reset password">
        <Result icon={<Spin size="large" />} title={AUTH.resetValidating} />
      </AuthCard>
    );
  }
  if (!link.valid) {
    return (
      <AuthCard title="Reset password">
        <Result
          status="error"
          title={AUTH.resetInvalidTitle}
          subTitle={link.reason}
          extra={
            <ButtonLink type="primary" to={PATHS.forgotPassword}>
              Request a new reset link
            </ButtonLink>
          }
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset password">
      <ResetPasswordForm email={link.email} token={link.token} />
    </AuthCard>
  );
}
