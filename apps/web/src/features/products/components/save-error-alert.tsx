import { FormAlert } from '@/components/ui/form-alert'

export type SaveError = { message: string; details: string[] }

/** A refused save: the server's message, and its list of reasons when it gave more than one. */
export function SaveErrorAlert({ error }: { error: SaveError }) {
  const extra = error.details.filter((detail) => detail !== error.message)
  if (extra.length === 0) return <FormAlert message={error.message} />
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-700"
    >
      <ul className="list-disc space-y-0.5 ps-5">
        {error.details.map((detail) => (
          <li key={detail}>{detail}</li>
        ))}
      </ul>
    </div>
  )
}
