/** One `data:` message of the Server-Sent Events stream (named events such as the clock are left out). */
export type StreamEvent = { topic: string; id?: string };

export type EventStream = {
  /** Every event received so far, in order. */
  received: StreamEvent[];
  /** Resolves with the first event (received or to come) that matches; rejects after `timeoutMs`. */
  waitFor: (match: (event: StreamEvent) => boolean, timeoutMs?: number) => Promise<StreamEvent>;
  close: () => Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
};

/**
 * Opens GET /api/events with a real HTTP client, as a browser's EventSource
 * would, and resolves once the server has subscribed it (its first frame).
 */
export async function openEventStream(
  baseUrl: string,
  cookie?: string,
  since?: number,
): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events${since === undefined ? '' : `?since=${since}`}`, {
    headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) {
    throw new Error(`GET /api/events answered ${response.status}`);
  }
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    throw new Error(`GET /api/events sent ${response.headers.get('content-type')}`);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const received: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  let firstFrame: (() => void) | undefined;
  const subscribed = new Promise<void>((resolve) => {
    firstFrame = resolve;
  });

  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          firstFrame?.();
          // Named events (the server's clock) are not change events.
          const isNamed = frame.split('\n').some((line) => line.startsWith('event:'));
          const data = frame
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice('data:'.length).trim())
            .join('\n');
          if (data && !isNamed) received.push(JSON.parse(data) as StreamEvent);
          end = buffer.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    }
  })();

  // The server writes its first frame (`retry:`) right after subscribing this stream.
  await subscribed;

  return {
    received,
    waitFor(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(received)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      controller.abort();
      await pump.catch(() => undefined);
    },
    ended: pump.catch(() => undefined),
  };
}
