/** Texts for the rules every text field shares (text.ts). */
export const textMessages = {
  invalidCharacters: 'Der Text enthält Zeichen, die nicht gespeichert werden können (z. B. Steuerzeichen)',
} as const
