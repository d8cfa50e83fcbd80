import { Anchor, Box, Card, Center, Title, Tooltip } from '@mantine/core'
import { IconLayoutGrid } from '@tabler/icons-react'
import { Link } from 'react-router'
import { isTruncated, truncateText } from '../../../../lib/truncate'

const coverHeight = 120

/** A tile's cover: the module's picture, or a grid icon on grey when it has none. */
export function CardCover({ path }: { path: string | null | undefined }) {
  return (
    <Card.Section>
      {path ? (
        <Box
          component="img"
          src={path}
          alt=""
          loading="lazy"
          h={coverHeight}
          w="100%"
          style={{ objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Center h={coverHeight} bg="var(--mantine-color-gray-0)" c="gray.5" aria-hidden>
          <IconLayoutGrid size={40} stroke={1.25} />
        </Center>
      )}
    </Card.Section>
  )
}

type TitleProps = {
  module: { id: number; name: string }
  /** Where the title leads: the viewer, or the configurator for an own draft. */
  to: string
  /** The spec's cut for this kind of tile (truncation.cardTitleOwn, cardTitleShared). */
  max: number
}

/** A tile's title as a link, cut to the spec's length; the whole name in a tooltip and for screen readers. */
export function CardTitle({ module, to, max }: TitleProps) {
  const link = (
    <Anchor
      component={Link}
      to={to}
      c="inherit"
      // The shown title may be cut: screen readers get the whole name.
      aria-label={module.name}
      data-module-link={module.id}
    >
      {truncateText(module.name, max)}
    </Anchor>
  )
  return (
    <Title order={3} size="h4" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      {isTruncated(module.name, max) ? (
        <Tooltip label={module.name} multiline maw={320} events={{ hover: true, focus: true, touch: false }}>
          {link}
        </Tooltip>
      ) : (
        link
      )}
    </Title>
  )
}
