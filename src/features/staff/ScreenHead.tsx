import type { ReactNode } from 'react';

/** A screen's heading (focusable, for the moves after signing in) and its actions beside it. */
export function ScreenHead({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="staff-screen-head">
      <div className="staff-screen-title">
        <h1 tabIndex={-1}>{title}</h1>
        {lead && <p className="staff-lead">{lead}</p>}
      </div>
      {children && <div className="staff-screen-actions">{children}</div>}
    </div>
  );
}
