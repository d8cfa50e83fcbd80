import type { StudentGrid } from '@lernraster/shared'
import { Anchor, Group, Stack, Text, Title } from '@mantine/core'
import { useTexts } from '../../../language'
import { fill } from '../../../locales'
import { TopicTile } from './topic-tile'

/**
 * The grid on a phone (decision 027): three columns side by side leave a 360 px screen about 100 px
 * per topic, so the grid is turned on its side. Each block is a section of its own, its topics the
 * levels from top to bottom as whole-width cards; a row of links at the top says how many blocks
 * follow and jumps to each, so nothing hides off the right edge.
 */
export function PhoneGrid({ grid, nextTopicId }: { grid: StudentGrid; nextTopicId: number | undefined }) {
  const texts = useTexts()
  const blocks = [...grid.blocks].sort((a, b) => a.order - b.order)
  const anchor = (order: number) => `block-${grid.event_id}-${order}`
  return (
    <Stack gap="lg">
      {blocks.length > 1 && (
        <nav aria-label={texts.grid.blocks}>
          <Group gap="xs">
            {blocks.map((block) => (
              <Anchor
                key={block.order}
                href={`#${anchor(block.order)}`}
                // A block's name as a tap target of at least 24x24 (WCAG 2.5.8).
                display="inline-block"
                px="xs"
                py={6}
              >
                {block.name}
              </Anchor>
            ))}
          </Group>
        </nav>
      )}
      {blocks.map((block, index) => (
        <Stack key={block.order} gap="xs" component="section" aria-labelledby={anchor(block.order)}>
          <div>
            {/* The fixed header must not cover a block that a jump link scrolled to. */}
            <Title order={2} size="h4" id={anchor(block.order)} style={{ scrollMarginTop: 72 }}>
              {block.name}
            </Title>
            <Text size="sm" c="dimmed">
              {fill(texts.grid.blockOf, { index: index + 1, count: blocks.length })}
            </Text>
          </div>
          {[...block.topics]
            .sort((a, b) => a.order - b.order)
            .map((topic) => (
              <TopicTile
                key={topic.id}
                eventId={grid.event_id}
                topic={topic}
                goal={grid.goal}
                isNext={topic.id === nextTopicId}
              />
            ))}
        </Stack>
      ))}
    </Stack>
  )
}
