// The home page's hero: the free-advice promise and the call to action. An optional 'describe your problem' box
// hands its text on as initialQuery: to /chat (new thread) when signed in, to /register for visitors, whose
// register and login screens carry it on to the chat. Plain elements (no antd): it is pre-rendered and paints first
// on every visit, so it loads as little code as possible.
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../../app/AuthProvider';
import { PATHS } from '../../app/paths';
import type { ChatState, LoginState, RegisterState } from '../../app/routeState';

export const HERO_TITLE = 'Free AI pest-control advice';
export const PROBLEM_LABEL = 'Describe your pest problem (optional)';
export const VISITOR_CTA = 'Get free advice';
export const USER_CTA = 'Ask the AI consultant';

export function Hero() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [problem, setProblem] = useState('');
  const inputId = useId();
  const query = problem.trim();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (user) {
      const state: ChatState | undefined = query ? { initialQuery: query, newThread: true } : undefined;
      navigate(PATHS.chat, { state });
    } else {
      const state: RegisterState | undefined = query ? { initialQuery: query } : undefined;
      navigate(PATHS.register, { state });
    }
  };
  const loginState: LoginState | undefined = query ? { initialQuery: query } : undefined;

  return (
    <section className="home-hero" aria-labelledby="home-title">
      <h1 id="home-title" className="home-title">
        {HERO_TITLE}
      </h1>
      <p className="home-lead">
        Tell our AI consultant about ants, cockroaches, bed bugs or anything else that bugs you, and get practical,
        eco-friendly advice you can act on today. Basic consultation and identification are free.
      </p>
      <form className="home-problem" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="home-problem-label">
          {PROBLEM_LABEL}
        </label>
        <div className="home-problem-row">
          <input
            id={inputId}
            className="home-problem-input"
            type="text"
            maxLength={4000}
            value={problem}
            onChange={(event) => setProblem(event.target.value)}
            placeholder="For example: I keep finding ants in my kitchen"
          />
          <button type="submit" className="pp-btn pp-btn-primary pp-btn-lg">
            {user ? USER_CTA : VISITOR_CTA}
          </button>
        </div>
      </form>
      {!user && (
        <p className="home-hero-note">
          Free account, no card needed. Already registered?{' '}
          <Link to={PATHS.login} state={loginState}>
            Log in
          </Link>
        </p>
      )}
    </section>
  );
}
