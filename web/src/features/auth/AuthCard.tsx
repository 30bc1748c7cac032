// The frame of the account screens: a centred card with the page's heading (plain elements, styled in auth.css).
import type { ReactNode } from 'react';
import './auth.css';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="auth-card" aria-labelledby="auth-card-title">
      <h1 id="auth-card-title" className="auth-card-title">
        {title}
      </h1>
      {children}
    </section>
  );
}
