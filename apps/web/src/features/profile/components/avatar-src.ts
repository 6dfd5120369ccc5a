import { env } from '@/config/env';

/** An avatar's address: the server gives it under /api, on the API's origin. */
export const avatarSrc = (url: string | null) => (url ? `${env.apiUrl}${url}` : null);

/** The name to show for a member: first and last name, or nothing yet. */
export const fullName = (me: { first_name: string; last_name: string }) =>
  `${me.first_name} ${me.last_name}`.trim();
