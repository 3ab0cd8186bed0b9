import { type ProfileUpdateRequest, type UserInfo, userInfo } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { saveUser } from '../../../lib/session.ts';

/**
 * PUT /users/{id}: own profile, including a password change (needs the current password).
 * `quiet`: the caller shows the failure itself (the profile form's titled alert), no toast.
 */
export async function updateProfile({
  id,
  body,
  quiet = false,
}: {
  id: number;
  body: ProfileUpdateRequest;
  quiet?: boolean;
}): Promise<UserInfo> {
  const data = await http.put<{ object: unknown }>(`/users/${id}`, body, { skipErrorHandler: quiet });
  return userInfo.parse(data.object);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      saveUser(user);
      queryClient.setQueryData(['users', 'me'], user);
    },
  });
}
