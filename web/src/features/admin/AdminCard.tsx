import { Card, Flex } from 'antd';
import type { AriaAttributes, ReactNode } from 'react';

/** A list of sources or jobs, one card under another. */
export function AdminList({
  live,
  children,
}: {
  live?: AriaAttributes['aria-live'];
  children: ReactNode;
}) {
  return (
    <Flex component="ul" vertical gap="middle" className="admin-list" aria-live={live}>
      {children}
    </Flex>
  );
}

/** One source or job in its list: a card with its parts one under another. */
export function AdminCard({ labelledBy, children }: { labelledBy?: string; children: ReactNode }) {
  return (
    <li aria-labelledby={labelledBy}>
      <Card size="small" className="admin-card">
        <Flex vertical gap="small">
          {children}
        </Flex>
      </Card>
    </li>
  );
}
