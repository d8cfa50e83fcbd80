import type { TourName, UserInfo } from '@lernraster/shared'

/**
 * A tour runs while the teacher's show_tour is on and this tour is not yet seen (issue 31): closing
 * one tour marks only that one, so the others still come at their place.
 */
export function isTourDue(
  user: Pick<UserInfo, 'show_tour' | 'seen_tours'> | undefined,
  tour: TourName,
): boolean {
  return user?.show_tour === true && !user.seen_tours.includes(tour)
}
