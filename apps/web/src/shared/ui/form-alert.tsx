/** A form-level message (a failed login, a rejected request), announced when it appears. */
export function FormAlert({ id, message }: { id?: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800"
    >
      {message}
    </p>
  );
}
