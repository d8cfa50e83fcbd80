// Being written for issue 12: the share dialog (500 px).
export function ShareDialog(_props: { module: { id: number; name: string } | null; onClose: () => void }) {
  return null
}
