/** The sign-in with a school account (decision 043): loaded with its button, after the login page. */
export const schoolSignIn = {
  button: 'Mit Schulkonto anmelden',
} as const
