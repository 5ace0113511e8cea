import { snackbar } from '../ui/snackbar-store.ts';
import { errorMessage, isApiError } from './api-error.ts';

/**
 * What a failed call confirmed by a password means to its form: a wrong password
 * belongs under the password field; anything else is an error snackbar with the
 * server's message.
 */
export function reportPasswordCallError(
  error: unknown,
  options: { fallback: string; onWrongPassword: (message: string) => void },
): void {
  if (isApiError(error) && error.code === 'wrong_password') {
    options.onWrongPassword(error.message || options.fallback);
  } else {
    snackbar.error(errorMessage(error, options.fallback));
  }
}
