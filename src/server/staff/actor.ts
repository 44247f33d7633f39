import { AppError } from '../../shared/errors.ts';
import type { StaffRole } from './roles.ts';

/** The signed-in staff member a request acts as (what the audit row names). */
export interface StaffActor {
  id: number | null;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: number | null;
  ip: string | null;
}

/** A person's id: money and term actions are a signed-in person's, never the command line's. */
export function staffIdOf(actor: StaffActor): number {
  if (actor.id === null) throw new AppError('forbidden', { key: 'staff.error.forbidden' });
  return actor.id;
}
