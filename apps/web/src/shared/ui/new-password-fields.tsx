import { TextField, type TextFieldProps } from './text-field.tsx';

/**
 * One of the pair: its label, hint and error, with the form's registration spread in
 * (`...register('password')`). Type and autocomplete are the pair's own.
 */
export type NewPasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete'>;

/**
 * A new password and its confirmation. Both say `new-password`, so that password
 * managers offer to generate one and save it, rather than fill in the current one.
 */
export function NewPasswordFields({
  password,
  confirm,
}: {
  /** The new password, usually with its length hint. */
  password: NewPasswordFieldProps;
  /** The same password typed again. */
  confirm: NewPasswordFieldProps;
}) {
  return (
    <>
      <TextField type="password" autoComplete="new-password" {...password} />
      <TextField type="password" autoComplete="new-password" {...confirm} />
    </>
  );
}
