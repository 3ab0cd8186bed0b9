import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** POST /users/logout. Silent: the user leaves whatever the server says. */
export const logout = () => http.post<null>('/users/logout', undefined, { skipErrorHandler: true });

export const useLogout = () => useMutation({ mutationFn: logout });
