import { zodResolver } from '@hookform/resolvers/zod';
import { zLoginBody } from '@portal/shared';

/** The login form's rules, the shared schema of the call: a chunk of its own (login-form.tsx). */
export const loginResolver = zodResolver(zLoginBody);
