// The token balance out of the monthly allocation: a progress bar (amber above 75 percent) and the reset date.
import { Progress, Skeleton } from 'antd';
import dayjs from 'dayjs';
import type { Profile } from '@contracts/profile';
import { tokenBarColour, tokenPercent } from './rules';

const numbers = new Intl.NumberFormat('en-US');

export function TokenBar({ profile }: { profile: Profile | undefined }) {
  if (!profile) return <Skeleton.Input active size="small" className="chat-tokens" />;
  const percent = tokenPercent(profile.tokenBalance, profile.monthlyTokenAllocation);
  const colour = tokenBarColour(percent);
  const balance = `${numbers.format(Math.max(0, profile.tokenBalance))} / ${numbers.format(profile.monthlyTokenAllocation)}`;
  return (
    <div className="chat-tokens">
      <div className="chat-tokens-label">
        <span>Tokens</span>
        <span>{balance}</span>
      </div>
      <Progress
        percent={percent}
        showInfo={false}
        size="small"
        strokeColor={colour}
        aria-label={`Token balance: ${balance} (${percent}%)`}
        data-colour={colour}
      />
      <div className="chat-tokens-reset">Resets {dayjs(profile.tokenResetDate).format('D MMM YYYY')}</div>
    </div>
  );
}
