import type { FaqItem } from '@portal/domain';
import { Card, Flex, Typography } from 'antd';
import { useId } from 'react';
import { type CategoryGroup, groupByCategory } from '../../../shared/category-filters';
import { FaqQuestion } from './faq-question';

type FaqCategoryGroup = CategoryGroup<FaqItem>;

/** Props of {@link FaqCategories}. */
export interface FaqCategoriesProps {
  items: readonly FaqItem[];
  /** Shows each item's language (writers looking at every language). */
  showLocale: boolean;
  /** Shows "Edit" and "Delete" per item (writers). */
  canWrite: boolean;
}

/** One category: its name as a heading (level 2) and its questions in a card. */
function FaqCategorySection({
  group,
  showLocale,
  canWrite,
}: { group: FaqCategoryGroup } & Omit<FaqCategoriesProps, 'items'>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 18, marginBottom: 8 }}>
        {group.category}
      </Typography.Title>
      <Card size="small" styles={{ body: { paddingBlock: 0 } }}>
        {group.items.map((item, index) => (
          <FaqQuestion
            key={item.id}
            item={item}
            showLocale={showLocale}
            canWrite={canWrite}
            divided={index > 0}
          />
        ))}
      </Card>
    </section>
  );
}

/**
 * The FAQ grouped by category (issue 13; spec §3 FAQ item): per category a heading and its questions, each opening
 * its answer ({@link FaqQuestion}).
 */
export function FaqCategories({ items, showLocale, canWrite }: FaqCategoriesProps) {
  return (
    <Flex vertical gap={24}>
      {groupByCategory(items).map((group) => (
        <FaqCategorySection key={group.category} group={group} showLocale={showLocale} canWrite={canWrite} />
      ))}
    </Flex>
  );
}
