import { feedbackCalls } from '@lernraster/shared'
import { throttleRules } from '../../lib/throttle'
import { generalFeedbackMail } from '../../mail/templates'
import { currentUser } from '../../plugins/auth'
import { callRoutes } from '../../plugins/call-routes'
import { emailOf } from '../users/user-view'
import { insertGeneralFeedback } from './general-feedback.repo'

/** Feedback to the provider: kept, and mailed to CONTACT_EMAIL with the teacher as reply-to. */
export const generalFeedbackRoutes = callRoutes(feedbackCalls, ({ ctx }) => ({
  'POST /general-feedbacks/send': async (request) => {
    const user = currentUser(request)
    await ctx.throttle.consume(throttleRules.feedbackPerUser(user.id))
    await ctx.db.transaction(async (tx) => {
      await insertGeneralFeedback(tx, { userId: user.id, ...request.body, now: ctx.clock.now() })
      await ctx.mailer.queue(tx, {
        to: ctx.config.CONTACT_EMAIL,
        replyTo: emailOf(user),
        ...generalFeedbackMail({ ...request.body, from: { ...user, email: emailOf(user) } }),
      })
    })
    ctx.mailer.flush()
    return { message: 'Das Feedback wurde erfolgreich verschickt' }
  },
}))
