// Any unknown path: 'Page Not Found' with Go Back and Back to Home.
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { APP, GENERIC } from '@contracts/messages';
import { PATHS } from '../../app/paths';
import { ButtonLink } from '../../lib/ButtonLink';

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<h1 className="result-heading">{GENERIC.pageNotFound}</h1>}
      subTitle={APP.pageNotFoundDetail}
      extra={[
        <Button key="back" onClick={() => navigate(-1)}>
          Go Back
        </Button>,
        <ButtonLink key="home" type="primary" to={PATHS.home}>
          Back to Home
        </ButtonLink>,
      ]}
    />
  );
}
