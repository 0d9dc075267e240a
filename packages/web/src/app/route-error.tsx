import { Button } from 'antd';
import { useRouteError } from 'react-router';
import { Result } from '../components/result.tsx';

/**
 * Last resort for a page that failed to render or load (typically a page chunk missing after a new
 * deployment): offer a reload instead of a blank screen. The error itself goes to the console only.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Result
      status="500"
      title="Something went wrong"
      subTitle="Please reload the page."
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    />
  );
}
