import type { ComponentProps } from 'react';
import { Themed } from '../../components/themed.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

/** The new-password form with antd's theme: the login page around it has no antd shell. */
export default function NewPasswordCard(props: ComponentProps<typeof NewPasswordForm>) {
  return (
    <Themed>
      <NewPasswordForm {...props} />
    </Themed>
  );
}
