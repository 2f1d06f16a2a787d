// What the coaching pages (app/routes/premium-coaching.tsx, app/routes/admin-coaching.tsx) use: route modules
// import only `.server` modules from server/. The same functions serve /api/coaching and /api/admin/coaching.
export { bookSession } from './book-session';
export { cancelSession } from './cancel-session';
export { loadCoachingSettings } from './coaching-settings';
export { listMySessions } from './list-my-sessions';
export { listOpenSlots } from './list-open-slots';
export { listSessions } from './list-sessions';
export { rescheduleSession } from './reschedule-session';
export { updateAvailability } from './update-availability';
export { updateSession } from './update-session';
export type { Slot } from './generate-slots';
export type { OwnerSessionView } from './list-sessions';
export type { SessionView } from './session-view';
