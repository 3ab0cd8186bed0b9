import { z } from 'zod';

export const businessAreas = ['PDA', 'PORT_CALL', 'OPERATION_LOG', 'PAYMENT'] as const;
export const businessArea = z.enum(businessAreas);
export const severities = ['info', 'error', 'warning', 'success'] as const;
export const severity = z.enum(severities);

export const notification = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  business_area: businessArea,
  severity,
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notification>;
