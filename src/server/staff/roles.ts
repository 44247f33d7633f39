/**
 * Staff roles: admin does everything (staff included); finance the money; support merchants,
 * orders, sites, messages and affiliates; catalogue the templates, packages, prices and markets.
 */
export const STAFF_ROLES = ['admin', 'finance', 'support', 'catalogue'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who may use a route: some roles, or any signed-in staff. Admin passes every check. */
export type RoleRule = readonly StaffRole[] | 'any';

export const isStaffRole = (v: unknown): v is StaffRole => STAFF_ROLES.includes(v as StaffRole);

export function roleAllows(role: StaffRole, rule: RoleRule): boolean {
  return rule === 'any' || role === 'admin' || rule.includes(role);
}
