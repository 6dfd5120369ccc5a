import { meResponseSchema } from '@ideabazaar/shared/schemas/auth';
import { type ProfilePatch, profilePatchSchema } from '@ideabazaar/shared/schemas/profile';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** PATCH /api/me: names, city, phone (Iranian) and address; the answer is the member. */
export const updateProfile = (patch: ProfilePatch) =>
  apiRequest('/me', {
    method: 'PATCH',
    request: profilePatchSchema,
    body: patch,
    schema: meResponseSchema,
    handles: [422],
  });

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
