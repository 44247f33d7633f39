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
