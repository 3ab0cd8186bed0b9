import {
  idParam,
  messageResponse,
  notificationListQuery,
  notificationListResponse,
  notificationReadAllResponse,
} from '@portledger/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { errorResponses, ok } from '../../plugins/envelope.ts';
import { listNotifications, type NotificationFilter } from './list-notifications.ts';
import { markAllNotificationsRead, markNotificationRead } from './mark-notifications-read.ts';
import { notificationStreamRoute } from './stream-route.ts';

const lists: Array<[string, NotificationFilter, string]> = [
  ['/notifications', 'all', 'All own notifications, newest first'],
  ['/notifications/get_all_unread', 'unread', 'Own unread notifications'],
  ['/notifications/get_all_read', 'read', 'Own read notifications'],
];

export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  await app.register(notificationStreamRoute);

  for (const [url, filter, summary] of lists) {
    app.get(url, {
      schema: {
        tags,
        summary,
        querystring: notificationListQuery,
        response: { 200: notificationListResponse, ...errorResponses(400, 401) },
      },
      handler: async (request) => {
        const userId = currentUser(request).id;
        return ok(
          request,
          await listNotifications({
            db: app.database.db,
            userId,
            filter,
            page: request.query,
            locale: request.locale,
          }),
        );
      },
    });
  }

  app.post('/notifications/set_read_all', {
    schema: {
      tags,
      summary: 'Mark every own notification read; answers how many were unread',
      response: { 200: notificationReadAllResponse, ...errorResponses(401) },
    },
    handler: async (request) => {
      const result = await markAllNotificationsRead({ db: app.database.db, userId: currentUser(request).id });
      return ok(request, result, 'notifications.allRead');
    },
  });

  app.post('/notifications/:id/set_read', {
    schema: {
      tags,
      summary: 'Mark one own notification read',
      params: idParam,
      response: { 200: messageResponse, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      await markNotificationRead({
        db: app.database.db,
        userId: currentUser(request).id,
        id: request.params.id,
      });
      return ok(request, null, 'notifications.read');
    },
  });
}
