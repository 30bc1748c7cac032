// The antd theme: PestPilot green, with text and status colours dark enough for WCAG AA contrast on white.
import type { ThemeConfig } from 'antd';

const PRIMARY = '#166534';
const PRIMARY_DARK = '#14532d';
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.65)';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY,
    colorInfo: PRIMARY,
    colorLink: PRIMARY,
    colorLinkHover: PRIMARY_DARK,
    colorLinkActive: PRIMARY_DARK,
    // Set explicitly: the palette antd derives from a green this dark comes out greyish.
    colorPrimaryBg: '#eaf5ee',
    colorPrimaryBgHover: '#d5ebdc',
    colorPrimaryBorder: '#a7d3b4',
    colorInfoBg: '#eaf5ee',
    colorInfoBorder: '#a7d3b4',
    colorError: '#c41d1d',
    colorSuccess: '#237804',
    colorWarning: '#ad6800',
    colorTextSecondary: SECONDARY_TEXT,
    colorTextDescription: SECONDARY_TEXT,
    colorTextTertiary: SECONDARY_TEXT,
    // antd's own placeholder grey is too faint on white for AA.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.62)',
    borderRadius: 8,
  },
  components: {
    Layout: { headerBg: '#ffffff', headerPadding: '0 24px', footerBg: '#f0f2f0', bodyBg: '#f6f8f6' },
  },
};
