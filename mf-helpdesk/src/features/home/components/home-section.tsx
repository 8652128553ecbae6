import { Card, Typography } from 'antd';
import { useId, type ReactNode } from 'react';

/** Props of {@link HomeSection}. */
export interface HomeSectionProps {
  /** The section's heading (an `<h2>`), which also names the section for assistive technology. */
  title: string;
  /** A link to the full list, at the right of the heading. */
  extra?: ReactNode;
  children: ReactNode;
}

/** One block of the home page: a card with an `<h2>` heading, a link to the full list and its content. */
export function HomeSection({ title, extra, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card
        title={
          <Typography.Title id={headingId} level={2} style={{ fontSize: 18, margin: 0 }}>
            {title}
          </Typography.Title>
        }
        extra={extra}
      >
        {children}
      </Card>
    </section>
  );
}
