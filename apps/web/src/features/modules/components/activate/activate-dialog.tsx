// Being written for issue 12: the activate dialog (1000 px).
export function ActivateDialog(_props: { module: { id: number; name: string } | null; onClose: () => void }) {
  return null
}
