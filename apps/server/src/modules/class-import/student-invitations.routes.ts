import { studentClassInvitationsCalls } from '@lernraster/shared'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { acceptInvitation, declineInvitation, openInvitations } from './student-invitations.service'

/** A class list's invitations as the student sees and answers them (decision 037). Students only. */
export const studentInvitationsRoutes = callRoutes(studentClassInvitationsCalls, ({ ctx }) => ({
  'GET /invitations': async (request) => openInvitations(ctx, currentUser(request).id),
  'POST /invitations/accept': async (request) =>
    acceptInvitation(ctx, currentUser(request).id, request.body.group_id),
  'POST /invitations/decline': async (request) =>
    declineInvitation(ctx, currentUser(request).id, request.body.group_id),
}))
