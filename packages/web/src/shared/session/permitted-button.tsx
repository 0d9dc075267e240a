import { type Action, notAllowedReason } from '@dialysis/domain';
import { Button, type ButtonProps, Tooltip } from 'antd';
import { useAuth } from './auth-context.tsx';
import { useCan } from './use-can.ts';

/**
 * A button for an action the policy may refuse the user's login type: disabled, with a tooltip that says
 * why, rather than enabled and then refused by the server (where the spec does not say to hide it). `reason`
 * says it in the action's own words ('Only a Medical Director may change a recorded reading.').
 */
export function PermittedButton({
  action,
  reason,
  ...props
}: ButtonProps & { action: Action; reason?: string }) {
  const { user } = useAuth();
  const allowed = useCan(action);
  if (allowed) return <Button {...props} />;
  return (
    <Tooltip title={reason ?? (user ? notAllowedReason(user.group) : undefined)}>
      {/* A disabled button gets no pointer events: the span carries the tooltip. */}
      <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>
        <Button {...props} disabled style={{ ...props.style, pointerEvents: 'none' }} />
      </span>
    </Tooltip>
  );
}
