import { Avatar } from 'antd';
import { InitialsAvatar } from '../../components/initials-avatar.tsx';

/** The profile picture through its signed link, or the initials when there is none. */
export function ProfilePicture({
  name,
  url,
  size = 96,
}: {
  name: string;
  url: string | null;
  size?: number;
}) {
  if (url)
    return <Avatar src={url} size={size} alt={`Profile picture of ${name}`} style={{ flex: 'none' }} />;
  return <InitialsAvatar name={name} size={size} />;
}
