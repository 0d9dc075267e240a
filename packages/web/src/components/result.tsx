import type { ResultProps } from 'antd';
import { lazy, Suspense } from 'react';

// antd's Result (about 10 kB gzipped with its three illustrations) shows only on an error or a refusal: its
// chunk loads then, not with every page, the shell and the guards (docs/performance.md, Web loading).
const AntdResult = lazy(() => import('antd/es/result/index.js'));

/** antd's Result, loaded when it first shows. */
export function Result(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <AntdResult {...props} />
    </Suspense>
  );
}
