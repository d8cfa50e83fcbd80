import { appConfigCalls } from '@lernraster/shared'
import { callRoutes } from '../../plugins/call-routes'
import { oidcSettings } from '../school-sign-in/oidc-settings'

/** Public facts of this installation that the web app shows (contact, app-switcher, demo domain). */
export const appConfigRoutes = callRoutes(appConfigCalls, ({ ctx: { config } }) => {
  const answer = {
    product_domain: config.PRODUCT_DOMAIN,
    contact_email: config.CONTACT_EMAIL,
    activation_wait_hours: config.ACTIVATION_WAIT_HOURS,
    password_reset_hours: config.PASSWORD_RESET_HOURS,
    school_sign_in: oidcSettings(config) !== undefined,
    urls: {
      store: config.STORE_APP_URL,
      student: config.STUDENT_APP_URL,
      backoffice: config.BACKOFFICE_APP_URL,
      website: config.WEBSITE_URL,
    },
  }
  return { 'GET /app-config': async () => answer }
})
