import { ROAMING_TECHNOLOGIES, type RoamingTechnology } from '@portal/domain';
import { Flex, Tag } from 'antd';

/** The radio technologies of a network as tags, in the order of ROAMING_TECHNOLOGIES (2G … NB-IoT); '—' for none. */
export function TechnologyTags({ technologies }: { technologies: readonly RoamingTechnology[] }) {
  const ordered = ROAMING_TECHNOLOGIES.filter((technology) => technologies.includes(technology));
  if (ordered.length === 0) return <>—</>;
  return (
    <Flex gap={4} wrap>
      {ordered.map((technology) => (
        <Tag key={technology} style={{ marginInlineEnd: 0 }}>
          {technology}
        </Tag>
      ))}
    </Flex>
  );
}
