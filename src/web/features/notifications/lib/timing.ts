// The load sequence of spec sections 4 and 9: the welcome notification 2 s after load, the first
// smart check 5 s after load, then one every 30 minutes (and on 'Actualizar'). The event stream's
// reconnection delays live with the stream (src/web/api/event-hub.ts).

export const WELCOME_DELAY_MS = 2_000;
export const FIRST_CHECK_DELAY_MS = 5_000;
export const CHECK_INTERVAL_MS = 30 * 60_000;
/** 'Verificando...' stays at least this long, so a fast check is seen rather than a flicker. */
export const MIN_CHECKING_MS = 600;
