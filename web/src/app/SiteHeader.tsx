// The site header: brand link, main links, visitor buttons or the account menu (named with the user's display name);
// a slide-down menu at 768 px and below (which of the two shows is CSS alone, so the pre-rendered header is right at
// any width). Plain elements and CSS, no antd: the header is part of every first paint. The app's shell (app.html,
// painted before the app knows who is there) draws it `pending`: the brand and the menu button alone.
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { BugOutlined, CloseOutlined, DownOutlined, LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from './AuthProvider';
import { useRuntimeConfig } from './runtimeConfig';
import { accountLinks, LOG_OUT_LABEL, mainLinks, visitorLinks, type NavLink as NavLinkItem } from './navigation';
import { PATHS } from './paths';

const MOBILE_MENU_ID = 'mobile-menu';
/** The profile's display name, loaded after the first paint (it needs the API client). */
const AccountName = lazy(() => import('./AccountName'));

function LinkItems({ links }: { links: NavLinkItem[] }) {
  return links.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to}>{link.label}</NavLink>
    </li>
  ));
}

function LogOutButton({ onLogOut }: { onLogOut: () => void }) {
  return (
    <li>
      <button type="button" className="site-menu-button" onClick={onLogOut}>
        <LogoutOutlined aria-hidden /> {LOG_OUT_LABEL}
      </button>
    </li>
  );
}

/** The account menu: a button that shows Profile (and the admin pages) and Log out; Escape or a click outside closes it. */
function AccountMenu({ tokenName, links, onLogOut }: { tokenName: string; links: NavLinkItem[]; onLogOut: () => void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="site-account" ref={root}>
      <button
        type="button"
        className="pp-btn"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserOutlined aria-hidden />
        <span className="sr-only">Account menu: </span>
        <span className="site-account-name">
          <Suspense fallback={tokenName}>
            <AccountName fallback={tokenName} />
          </Suspense>
        </span>
        <DownOutlined aria-hidden className="site-account-caret" />
      </button>
      <div id={listId} className="site-account-list" hidden={!open}>
        {open && (
          <>
            <ul>
              <LinkItems links={links} />
            </ul>
            <ul className="site-menu-group">
              <LogOutButton onLogOut={onLogOut} />
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

/** `pending`: drawn before the app knows whether a user is signed in, so without the links and buttons that depend on it. */
export function SiteHeader({ pending = false }: { pending?: boolean }) {
  const { siteName } = useRuntimeConfig();
  const { user, isAdmin, signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [logOutError, setLogOutError] = useState<string>();

  useEffect(() => setMenuOpen(false), [pathname]);

  const links = pending ? [] : mainLinks(user);
  const account = user ? accountLinks(isAdmin) : [];

  const logOut = async () => {
    setLogOutError(undefined);
    try {
      // On a signed-in page its guard takes the visitor home; elsewhere this navigation does.
      await signOut({ to: PATHS.home });
      await navigate(PATHS.home);
    } catch (error) {
      setLogOutError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <>
      <header className="site-header">
        <Link to={PATHS.home} className="site-brand">
          <BugOutlined aria-hidden />
          <span>{siteName}</span>
        </Link>
        <nav aria-label="Main" className="site-nav">
          <ul>
            <LinkItems links={links} />
          </ul>
        </nav>
        <div className="site-header-actions">
          {pending ? null : user ? (
            <AccountMenu tokenName={user.name ?? ''} links={account} onLogOut={() => void logOut()} />
          ) : (
            <>
              <Link to={PATHS.login} className="pp-btn">
                {visitorLinks[0].label}
              </Link>
              <Link to={PATHS.register} className="pp-btn pp-btn-primary">
                {visitorLinks[1].label}
              </Link>
            </>
          )}
        </div>
        <button
          type="button"
          className="pp-btn pp-btn-text site-header-toggle"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseOutlined aria-hidden /> : <MenuOutlined aria-hidden />}
        </button>
      </header>
      <nav id={MOBILE_MENU_ID} aria-label="Main" className="site-mobile-menu" hidden={!menuOpen}>
        {menuOpen && (
          <>
            <ul>
              <LinkItems links={links} />
            </ul>
            <ul className="site-menu-group">
              {user ? (
                <>
                  <LinkItems links={account} />
                  <LogOutButton onLogOut={() => void logOut()} />
                </>
              ) : (
                <LinkItems links={visitorLinks} />
              )}
            </ul>
          </>
        )}
      </nav>
      {logOutError && (
        <p role="alert" className="site-header-error">
          {logOutError}
        </p>
      )}
    </>
  );
}
