// Token Usage: balance, monthly allocation, reset date, the token bar and how much each kind of answer costs.
import { Col, Progress, Row, Statistic, Typography } from 'antd';
import { TOKENS_TAB } from '@contracts/messages';
import type { Profile } from '@contracts/profile';
import { longDate } from '../../lib/format';
import { tokenBarColour, tokenPercent } from './tokenBar';

export function TokenUsage({ profile }: { profile: Profile }) {
  const percent = tokenPercent(profile.tokenBalance, profile.monthlyTokenAllocation);
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={8}>
          <Statistic title="Token balance" value={profile.tokenBalance} />
        </Col>
        <Col xs={24} sm={8}>
          <Statistic title="Monthly allocation" value={profile.monthlyTokenAllocation} />
        </Col>
        <Col xs={24} sm={8}>
          <Statistic title="Next reset" value={longDate(profile.tokenResetDate)} />
        </Col>
      </Row>
      <Progress
        percent={percent}
        strokeColor={tokenBarColour(percent)}
        aria-label={`Token balance: ${percent}% of your monthly allocation`}
        style={{ marginTop: 16 }}
      />
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>
        How tokens are used
      </Typography.Title>
      <ul className="token-hints">
        <li>{TOKENS_TAB.hintText}</li>
        <li>{TOKENS_TAB.hintImage}</li>
        <li>{TOKENS_TAB.hintData}</li>
      </ul>
    </>
  );
}
