/**
 * Told of each statement the database runs (`sql`, how long it ran) and of each wait for the
 * connection (`waitMs`, told on its own, with no statement).
 */
export type QueryObserver = (query: { sql: string; waitMs: number; durationMs: number }) => void;
