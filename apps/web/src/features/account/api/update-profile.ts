import { type ProfileUpdateRequest, type UserInfo, userInfo } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { saveUser } from '../../../lib/session.ts';

/** PUT /users/{id}: own profile, including a password change (needs the current password). */
export async function updateProfile({
  id,
  body,
}: {
  id: number;
  body: ProfileUpdateRequest;
}): Promise<UserInfo> {
  const data = await http.put<{ object: unknown }>(`/users/${id}`, body);
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
