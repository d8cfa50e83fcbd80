import {
  type Icon,
  IconBook,
  IconFlask,
  IconPencil,
  IconRepeat,
  IconStar,
  IconTools,
} from '@tabler/icons-react'

// The seeded topic types name their icon (migration 0005); an unknown name falls back to the book of
// the default type, so a type added later still shows something.
const icons: Record<string, Icon> = {
  book: IconBook,
  pencil: IconPencil,
  tools: IconTools,
  flask: IconFlask,
  repeat: IconRepeat,
  star: IconStar,
}

/** A topic type's icon; decorative, since its title is always written beside it. */
export function TopicTypeIcon({ icon, size = 18 }: { icon: string; size?: number }) {
  const Shape = icons[icon] ?? IconBook
  return <Shape size={size} aria-hidden stroke={1.75} />
}
