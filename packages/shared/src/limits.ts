/** Business limits of accounts and feedback (docs/product/accounts.md), named once. */
export const limits = {
  /** argon2 cost grows with length; 128 is far beyond any pass phrase a person types. */
  passwordMax: 128,
  /** Every new password: register, reset and change (docs/product/accounts.md "Passwords", decision 005). */
  passwordMin: 8,
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  feedbackMax: 1000,
  /** Six digits: short enough to type from a phone, guarded by an attempt limit. */
  confirmationCodeLength: 6,
  /** Wrong codes allowed before a confirmation code stops working. */
  confirmationCodeAttempts: 5,
} as const

/** Client-side delays and snackbar durations (docs/product/accounts.md "Delays"), in milliseconds. */
export const delays = {
  afterLogout: 300,
  autoConfirmEmail: 1500,
  afterConfirmation: 2500,
  afterPasswordReset: 3000,
  afterActivation: 3000,
  snackbar: 3000,
  tourCancelledSnackbar: 7000,
} as const
