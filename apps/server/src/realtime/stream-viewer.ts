import { isViewerChangeOf } from '../auth/session-cache.ts';
import type { Viewer } from '../auth/viewer.ts';
import { type AppEvent, canReceive, RESYNC_TOPIC } from './bus.ts';

export type StreamViewer = {
  /** Takes every event of the bus, in the order it arrives. */
  receive: (event: AppEvent) => void;
  /** Begins passing events on, for the viewer read when the stream opened; events held until now follow. */
  start: (
    viewer: Viewer | null,
    out: { send: (event: AppEvent) => void; fail: (error: unknown) => void },
  ) => void;
};

/**
 * Decides which events an open stream passes on by who its member is now. Their viewer is read
 * again when their profile or rights change (announced from any instance) and after a resync (a
 * change may have been missed); events that arrive meanwhile wait, so none is judged by rights
 * the member no longer has. Events wait from the start too, until the first viewer is known:
 * subscribe before reading it, so a change announced during that read is not missed.
 */
export function followStreamViewer(readViewer: () => Promise<Viewer | null>): StreamViewer {
  let viewer: Viewer | null = null;
  let held: AppEvent[] | null = [];
  let out: Parameters<StreamViewer['start']>[1] | undefined;

  /** Takes the viewer as now read, sends `first` (a resync that waited for it), then the events held meanwhile. */
  const pass = (fresh: Viewer | null, first?: AppEvent) => {
    viewer = fresh;
    const waiting = held ?? [];
    held = null;
    if (first) out?.send(first);
    // An event among these may start another read: the rest then wait for it.
    for (const event of waiting) receive(event);
  };
  const readAgain = (first?: AppEvent) => {
    held = [];
    readViewer().then(
      (fresh) => pass(fresh, first),
      (error: unknown) => out?.fail(error),
    );
  };
  const receive = (event: AppEvent) => {
    if (held) {
      held.push(event);
      return;
    }
    if (event.topic === RESYNC_TOPIC) return readAgain(event);
    if (viewer && isViewerChangeOf(event, viewer.id)) return readAgain();
    if (canReceive(viewer, event)) out?.send(event);
  };
  return {
    receive,
    start: (first, handlers) => {
      out = handlers;
      pass(first);
    },
  };
}
