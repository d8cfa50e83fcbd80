import { Role } from '@lernraster/shared'
import { sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import { resultRows } from '../../lib/result-rows'
import { publicationWaitingMail } from '../../mail/store-mails'

/**
 * A module was submitted (issue 38): every active administrator of the provider (role 1, confirmed
 * and activated) gets a mail, queued in the submission's transaction so it goes exactly when the
 * submission commits. Here in core because the store's publishing and the provider's tools both
 * stand above it (decision 032). The caller flushes the mailer after the commit.
 */
export async function mailProviderAdminsOfSubmission(
  ctx: AppContext,
  tx: Db,
  input: { authorId: number; moduleName: string },
): Promise<void> {
  const result = await tx.execute(sql`
    select a.email, a.firstname,
      (select trim(u.firstname || ' ' || u.lastname) from users u where u.id = ${input.authorId}) as author_name
    from users a
    where a.role_id = ${Role.admin} and a.activated and a.email_confirmed and a.email is not null
    order by a.id`)
  for (const admin of resultRows<{ email: string; firstname: string; author_name: string }>(result)) {
    await ctx.mailer.queue(tx, {
      to: admin.email,
      ...publicationWaitingMail({
        firstname: admin.firstname,
        moduleName: input.moduleName,
        authorName: admin.author_name,
        url: ctx.mailer.link('/review'),
      }),
    })
  }
}
