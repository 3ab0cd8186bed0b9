import {
  canTakeAction,
  type PortCallStatus,
  statusLabel,
  transitionOf,
  type UserKind,
  type WorkflowAction,
} from '@portledger/contracts';
import { AppError } from '../../app-error.ts';

/**
 * The server's use of the state machine: an action the user's role never takes answers 403; one
 * the role takes, but not in the current status, answers 409 with the current status.
 */
export function assertAction(status: PortCallStatus, kind: UserKind, action: WorkflowAction): void {
  if (canTakeAction(status, kind, action)) return;
  if (!transitionOf(action).by.includes(kind)) throw new AppError(403, 'portCall.actionForbidden');
  throw new AppError(409, 'portCall.actionNotAllowed', {
    params: (locale) => ({ status: statusLabel(status, locale) }),
    data: { status },
  });
}
