import { Box, Card, Center, Title } from '@mantine/core'
import { IconLayoutGrid } from '@tabler/icons-react'
import { ClampedNameLink } from './clamped-name-link'

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
}

/**
 * A tile's title: the whole name on up to two lines as a link (issue 31 replaces the spec's cut at
 * 23 and 25 characters, which made modules look alike), the rest on hover and focus.
 */
export function CardTitle({ module, to }: TitleProps) {
  return (
    <Title order={3} size="h4" style={{ minWidth: 0 }}>
      <ClampedNameLink module={module} to={to} />
    </Title>
  )
}
