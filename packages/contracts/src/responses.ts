import { z } from 'zod';
import { userInfo } from './auth.ts';
import { envelope, listData, objectData, pageQuery } from './envelope.ts';
import { healthResponse } from './health.ts';
import { notification } from './notifications.ts';

/**
 * Whole response bodies (envelope included) of the foundation routes, so the server
 * declares and the web reads exactly the same shapes.
 */
export const messageResponse = envelope(z.null());
export type MessageResponse = z.infer<typeof messageResponse>;

/** `POST /users/name_login`: the user info in data; the token travels in the Authorization header. */
export const loginResponse = envelope(userInfo);
export type LoginResponse = z.infer<typeof loginResponse>;

/** `GET /users/me` and `PUT /users/{id}`. */
export const currentUserResponse = envelope(objectData(userInfo));
export type CurrentUserResponse = z.infer<typeof currentUserResponse>;

export const healthEnvelope = envelope(healthResponse);

export const notificationListQuery = pageQuery.strict();
export type NotificationListQuery = z.input<typeof notificationListQuery>;
export const notificationListResponse = envelope(listData(notification));
export type NotificationListResponse = z.infer<typeof notificationListResponse>;
