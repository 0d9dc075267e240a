import { type Action, notAllowedReason } from '@dialysis/domain';
import { Button, type ButtonProps, Tooltip } from 'antd';
import { useAuth } from '../shared/session/auth-context.tsx';
import { useCan } from '../shared/session/use-can.ts';

/**
 * A button for an action the policy may refuse the user's login type: disabled, with a tooltip that says
 * why, rather than enabled and then refused by the server (where the spec does not say to hide it).
 */
export function PermittedButton({ action, ...props }: ButtonProps & { action: Action }) {
  const { user } = useAuth();
  const allowed = useCan(action);
  if (allowed) return <Button {...props} />;
  return (
    <Tooltip title={user ? notAllowedReason(user.group) : undefined}>
      {/* A disabled button gets no pointer events: the span carries the tooltip. */}
      <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>
        <Button {...props} disabled style={{ ...props.style, pointerEvents: 'none' }} />
      </span>
    </Tooltip>
  );
}
