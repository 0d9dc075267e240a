import { WarningOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * A derived value the spec marks red (off target, duration, ...): red and bold with a warning icon whose
 * label says why, so the mark does not rest on colour alone (colour-blind staff, a washed-out tablet screen).
 */
export function AlertValue({
  alert,
  reason = 'Outside the expected range',
  children,
  ...rest
}: {
  alert: boolean;
  reason?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <Typography.Text type={alert ? 'danger' : undefined} strong={alert} data-alert={alert} {...rest}>
      {alert && <WarningOutlined aria-label={reason} title={reason} style={{ marginInlineEnd: 4 }} />}
      {children}
    </Typography.Text>
  );
}
