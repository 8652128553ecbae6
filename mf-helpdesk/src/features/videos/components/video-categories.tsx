import type { Video } from '@portal/domain';
import { Card, Flex, Typography } from 'antd';
import { useId } from 'react';
import { type CategoryGroup, groupByCategory } from '../../../shared/category-filters';
import { VideoEntry } from './video-entry';

type VideoCategoryGroup = CategoryGroup<Video>;

/** Props of {@link VideoCategories}. */
export interface VideoCategoriesProps {
  videos: readonly Video[];
  /** Shows each video's language (writers looking at every language). */
  showLocale: boolean;
  /** Shows "Edit" and "Delete" per video (writers). */
  canWrite: boolean;
}

/** One category: its name as a heading (level 2) and its videos in a card. */
function VideoCategorySection({
  group,
  showLocale,
  canWrite,
}: { group: VideoCategoryGroup } & Omit<VideoCategoriesProps, 'videos'>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 18, marginBottom: 8 }}>
        {group.category}
      </Typography.Title>
      <Card size="small" styles={{ body: { paddingBlock: 0 } }}>
        {group.items.map((video, index) => (
          <VideoEntry
            key={video.id}
            video={video}
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
 * The videos grouped by category (issue 13 "Videos"): per category a heading and its videos, each with its way to
 * watch it ({@link VideoEntry}).
 */
export function VideoCategories({ videos, showLocale, canWrite }: VideoCategoriesProps) {
  return (
    <Flex vertical gap={24}>
      {groupByCategory(videos).map((group) => (
        <VideoCategorySection
          key={group.category}
          group={group}
          showLocale={showLocale}
          canWrite={canWrite}
        />
      ))}
    </Flex>
  );
}
