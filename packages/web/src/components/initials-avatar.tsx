import { Avatar } from 'antd';
import { avatarColour, initials } from '../lib/initials.ts';

/** An avatar with the person's initials on a colour stable for their name. */
export function InitialsAvatar({ name, size }: { name: string; size?: number | 'small' | 'large' }) {
  return (
    <Avatar size={size} style={{ backgroundColor: avatarColour(name), flex: 'none' }} aria-hidden>
      {initials(name)}
    </Avatar>
  );
}
