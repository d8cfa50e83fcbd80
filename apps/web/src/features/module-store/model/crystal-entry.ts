/** "+25" and "−25" (a real minus sign): the sign says which way, never the colour alone. */
export const signedAmount = (amount: number, format: (value: number) => string) =>
  amount > 0 ? `+${format(amount)}` : amount < 0 ? `−${format(-amount)}` : format(0)

/** The balance after a purchase, or null when it does not cover the price. */
export const balanceAfter = (balance: number, price: number) => (balance >= price ? balance - price : null)
