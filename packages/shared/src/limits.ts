/** Business limits of spec 1 section 9 and of the accounts issue, named once. */
export const limits = {
  /** argon2 cost grows with length; 128 is far beyond any pass phrase a person types. */
  passwordMax: 128,
  /** Every new password: register, reset and change (spec 1 §5 "reset password", decision 005). */
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

/** Client-side delays and snackbar durations of spec 1 section 9, in milliseconds. */
export const delays = {
  afterLogout: 300,
  autoConfirmEmail: 1500,
  afterConfirmation: 2500,
  afterPasswordReset: 3000,
  afterActivation: 3000,
  snackbar: 3000,
  tourCancelledSnackbar: 7000,
} as const
