// The site header: brand link, main links, visitor buttons or the account menu; a slide-down menu at 768 px and below.
import { useEffect, useState } from 'react';
import { App as AntApp, Button, Dropdown, Layout, Menu, type MenuProps } from 'antd';
import { BugOutlined, CloseOutlined, DownOutlined, LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useIsMobile } from '../lib/useMediaQuery';
import { ButtonLink } from '../lib/ButtonLink';
import { useAuth } from './AuthProvider';
import { useRuntimeConfig } from './runtimeConfig';
import { accountLinks, LOG_OUT_KEY, LOG_OUT_LABEL, mainLinks, menuItems, selectedKey, visitorLinks } from './navigation';
import { PATHS } from './paths';

const MOBILE_MENU_ID = 'mobile-menu';

export function SiteHeader() {
  const { siteName } = useRuntimeConfig();
  const { user, isAdmin, signOut } = useAuth();
  const { message } = AntApp.useApp();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => setMenuOpen(false), [pathname, isMobile]);

  const links = mainLinks(user);
  const account = user ? accountLinks(isAdmin) : [];

  const logOut = async () => {
    try {
      // On a signed-in page its guard takes the visitor home; elsewhere this navigation does.
      await signOut({ to: PATHS.home });
      await navigate(PATHS.home);
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
  };
  const onAccountClick: MenuProps['onClick'] = ({ key }) => {
    if (key === LOG_OUT_KEY) void logOut();
  };
  const logOutItem = { key: LOG_OUT_KEY, label: LOG_OUT_LABEL, icon: <LogoutOutlined /> };

  return (
    <>
      <Layout.Header className="site-header">
        <Link to={PATHS.home} className="site-brand">
          <BugOutlined aria-hidden />
          <span>{siteName}</span>
        </Link>
        {isMobile ? (
          <Button
            className="site-header-toggle"
            type="text"
            icon={menuOpen ? <CloseOutlined /> : <MenuOutlined />}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          />
        ) : (
          <>
            <nav aria-label="Main" className="site-nav">
              <Menu
                mode="horizontal"
                disabledOverflow
                selectedKeys={selectedKey(pathname, links)}
                items={menuItems(links)}
              />
            </nav>
            <div className="site-header-actions">
              {user ? (
                <Dropdown
                  trigger={['click']}
                  // Inside the sticky header, not in <body>: a menu in <body> scrolls with the page and jumps back
                  // under its button a moment later, so a click made during a scroll lost its press or release.
                  getPopupContainer={(button) => button.parentElement ?? document.body}
                  menu={{
                    items: [...menuItems(account), { type: 'divider' }, logOutItem],
                    onClick: onAccountClick,
                  }}
                >
                  <Button icon={<UserOutlined />}>
                    <span className="sr-only">Account menu: </span>
                    <span className="site-account-name">{user.name || user.email}</span>
                    <DownOutlined aria-hidden />
                  </Button>
                </Dropdown>
              ) : (
                <>
                  <ButtonLink to={PATHS.login}>{visitorLinks[0].label}</ButtonLink>
                  <ButtonLink to={PATHS.register} type="primary">
                    {visitorLinks[1].label}
                  </ButtonLink>
                </>
              )}
            </div>
          </>
        )}
      </Layout.Header>
      {isMobile && (
        <nav id={MOBILE_MENU_ID} aria-label="Main" className="site-mobile-menu" hidden={!menuOpen}>
          {menuOpen && (
            <Menu
              mode="inline"
              selectedKeys={selectedKey(pathname, [...links, ...account])}
              items={[
                ...menuItems(links),
                { type: 'divider' },
                ...(user ? [...menuItems(account), logOutItem] : menuItems(visitorLinks)),
              ]}
              onClick={onAccountClick}
            />
          )}
        </nav>
      )}
    </>
  );
}
