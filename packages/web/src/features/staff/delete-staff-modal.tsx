import { Checkbox, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { MODAL_WIDTH } from '../../shared/manage-kit/kit.tsx';
import type { StaffMember } from './queries.ts';

/**
 * Delete with confirmation: 'Are you sure?' with Yes/No, and the option to also delete the login account
 * (without it the login is kept but disabled; either way the member is signed out everywhere).
 */
export function DeleteStaffModal({
  member,
  onClose,
  onDelete,
}: {
  member: StaffMember | null;
  onClose: () => void;
  onDelete: (member: StaffMember, deleteLogin: boolean) => Promise<unknown>;
}) {
  const [deleteLogin, setDeleteLogin] = useState(true);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (member) setDeleteLogin(true);
  }, [member]);
  return (
    <Modal
      title="Are you sure?"
      open={member !== null}
      width={MODAL_WIDTH}
      okText="Yes"
      cancelText="No"
      okButtonProps={{ danger: true }}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={async () => {
        if (!member) return;
        setBusy(true);
        try {
          await onDelete(member, deleteLogin);
        } finally {
          setBusy(false);
        }
      }}
    >
      {member && (
        <>
          <p>
            Delete {member.name} ({member.email})?
          </p>
          <Checkbox checked={deleteLogin} onChange={(e) => setDeleteLogin(e.target.checked)}>
            Also delete the login account
          </Checkbox>
        </>
      )}
    </Modal>
  );
}
