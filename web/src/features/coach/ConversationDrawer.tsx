import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/coach';

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
  const t = useT();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      title={t('coach.conversations')}
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
