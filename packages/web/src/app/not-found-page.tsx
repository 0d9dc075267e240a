import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { Result } from '../components/result.tsx';
import { ROUTE_PATHS } from '../shared/routes.ts';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle="Sorry, the page you visited does not exist."
      extra={
        <Button type="primary" onClick={() => navigate(ROUTE_PATHS.dashboard)}>
          Back Home
        </Button>
      }
    />
  );
}
