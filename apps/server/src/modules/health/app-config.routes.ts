import { appConfigResponse } from '@lernraster/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** Public facts of this installation that the web app shows (contact, app-switcher, demo domain). */
export const appConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx
  const answer = {
    product_domain: config.PRODUCT_DOMAIN,
    contact_email: config.CONTACT_EMAIL,
    activation_wait_hours: config.ACTIVATION_WAIT_HOURS,
    password_reset_hours: config.PASSWORD_RESET_HOURS,
    urls: {
      store: config.STORE_APP_URL,
      student: config.STUDENT_APP_URL,
      backoffice: config.BACKOFFICE_APP_URL,
      website: config.WEBSITE_URL,
    },
  }
  app.get(
    '/app-config',
    { config: { access: 'public' }, schema: { tags: ['app'], response: { 200: appConfigResponse } } },
    async () => answer,
  )
}
