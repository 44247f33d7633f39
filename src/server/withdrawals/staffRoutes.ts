import type { Deps } from '../http/context.ts';
import { ok } from '../http/context.ts';
import { apiRouter, type ApiGroup } from '../http/openapi.ts';
import { actorOf, staffDoor } from '../staff/http.ts';
import { staffRoute as route, type StaffRoute } from '../staff/staffRoute.ts';
import { staffPageQuery } from '../../shared/schemas/staff.ts';
import {
  withdrawApproveInput,
  withdrawBatchQuery,
  withdrawDetailQuery,
  withdrawExportInput,
  withdrawQueueQuery,
  withdrawRejectInput,
} from '../../shared/schemas/withdrawals.ts';
import * as a from '../../shared/schemas/answers/withdrawals.ts';
import { approveWithdrawal, rejectWithdrawal } from './decide.ts';
import { exportBatch, getBatch } from './exportBatch.ts';
import { listQueue, listResultsReview, queueDetail } from './queue.ts';

/** Finance (and admin, as always) works the withdrawals; every change is one audit row. */
const FINANCE = ['finance'] as const;

export const staffWithdrawalsApi = {
  base: '/api/staff',
  routes: {
    withdrawals: route(
      {
        method: 'get',
        path: '/withdrawals',
        summary: 'Withdrawals by status (requested first: the queue), with their approvals and digest',
        query: withdrawQueueQuery,
        data: a.staffWithdrawalPage,
      },
      { roles: FINANCE, audited: false },
    ),
    withdrawalDetail: route(
      {
        method: 'get',
        path: '/withdrawals/detail',
        summary: "One withdrawal with the merchant's money in, address changes, account age and history",
        query: withdrawDetailQuery,
        data: a.staffWithdrawalDetail,
      },
      { roles: FINANCE, audited: false },
    ),
    withdrawalApprove: route(
      {
        method: 'post',
        path: '/withdrawals/approve',
        summary: 'Approve a request as shown (its digest); above the threshold a second person approves too',
        body: withdrawApproveInput,
        data: a.withdrawApproved,
      },
      { roles: FINANCE, audited: true },
    ),
    withdrawalReject: route(
      {
        method: 'post',
        path: '/withdrawals/reject',
        summary: 'Reject a request (requested or approved) with a reason; the hold goes back',
        body: withdrawRejectInput,
        data: a.withdrawApproved,
      },
      { roles: FINANCE, audited: true },
    ),
    withdrawalExport: route(
      {
        method: 'post',
        path: '/withdrawals/export',
        summary: 'Export every approved withdrawal as one batch: JSON intents and CSV, signed with Ed25519',
        body: withdrawExportInput,
        data: a.withdrawBatch,
      },
      { roles: FINANCE, audited: true },
    ),
    withdrawalBatch: route(
      {
        method: 'get',
        path: '/withdrawals/batch',
        summary: 'An exported batch again, byte for byte',
        query: withdrawBatchQuery,
        data: a.withdrawBatch,
      },
      { roles: FINANCE, audited: false },
    ),
    withdrawalResults: route(
      {
        method: 'get',
        path: '/withdrawals/results',
        summary: 'Signer results and chain transfers held for review (never applied)',
        query: staffPageQuery,
        data: a.withdrawResultsReview,
      },
      { roles: FINANCE, audited: false },
    ),
  },
} satisfies ApiGroup;

export function staffWithdrawalsRoutes(deps: Deps) {
  const { app, with: w } = apiRouter(deps);
  const r = <R extends StaffRoute>(rt: R) => w(rt, staffDoor(deps, rt['x-access']));
  const rs = staffWithdrawalsApi.routes;
  return app
    .openapi(r(rs.withdrawals), async (c) => ok(c, await listQueue(deps.db, c.req.valid('query'))))
    .openapi(r(rs.withdrawalDetail), async (c) =>
      ok(c, await queueDetail(deps.db, c.req.valid('query').id, deps.now())),
    )
    .openapi(r(rs.withdrawalApprove), async (c) => {
      const done = await approveWithdrawal(deps.db, actorOf(c), c.req.valid('json'), deps.now());
      deps.kick();
      return ok(c, done, done.status === 'approved' ? 'withdraw.approved' : 'withdraw.approvalRecorded');
    })
    .openapi(r(rs.withdrawalReject), async (c) => {
      const done = await rejectWithdrawal(deps.db, actorOf(c), c.req.valid('json'), deps.now());
      deps.kick();
      return ok(c, { ...done, approvals: 0, approvalsNeeded: 0 }, 'withdraw.rejected');
    })
    .openapi(r(rs.withdrawalExport), async (c) =>
      ok(c, await exportBatch(deps.db, deps.env, actorOf(c), c.req.valid('json'), deps.now()), 'withdraw.exported'),
    )
    .openapi(r(rs.withdrawalBatch), async (c) => ok(c, await getBatch(deps.db, deps.env, c.req.valid('query').id)))
    .openapi(r(rs.withdrawalResults), async (c) => ok(c, await listResultsReview(deps.db, c.req.valid('query'))));
}
