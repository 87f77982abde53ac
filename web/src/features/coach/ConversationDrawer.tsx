import { Drawer } from 'antd';
import type { ReactNode } from 'react';

/** The conversation list on a narrow screen: a drawer from the left, opened from the header. */
export function ConversationDrawer({
  open,
  onClose,
  afterOpenChange,
  children,
}: {
  open: boolean;
  onClose: () => void;
  afterOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      title="Conversations"
      size={320}
      className="coach-drawer"
      zIndex={1600}
      destroyOnHidden
      afterOpenChange={afterOpenChange}
    >
      {children}
    </Drawer>
  );
}
