import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/** Props of {@link IntroSection}. */
export interface IntroSectionProps {
  /** The section's heading (level 2, below the page's title). */
  title: ReactNode;
  children: ReactNode;
}

/** One section of the helpdesk introduction: a card headed by a level-2 heading. */
export function IntroSection({ title, children }: IntroSectionProps) {
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {title}
        </Typography.Title>
      }
    >
      {children}
    </Card>
  );
}
