// What /admin/calls (app/routes/admin-calls.tsx) uses; the same functions serve /api/admin/calls.
export { cancelCall } from './cancel-call';
export { listCalls } from './list-calls';
export { scheduleCall } from './schedule-call';
export { updateCall } from './update-call';
