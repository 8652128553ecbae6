import { Card } from 'antd';
import { useId, type ReactNode } from 'react';

/** Props of {@link SupplierServiceSection}. */
export interface SupplierServiceSectionProps {
  /** The section's heading (a level-2 heading, under the page's h1); it also names the section. */
  title: string;
  /** Actions at the right of the heading (editors: "Add document"). */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * One part of a supplier service page (issue 15: "About this service", "Documents", "Contacts"): a card with a
 * level-2 heading, as a region named by that heading (screen readers list it among the page's landmarks).
 */
export function SupplierServiceSection({ title, extra, children }: SupplierServiceSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card
        title={
          <h2 id={headingId} style={{ fontSize: 18, margin: 0 }}>
            {title}
          </h2>
        }
        extra={extra}
      >
        {children}
      </Card>
    </section>
  );
}
