/**
 * Starts the requests of a Node HTTP server one per turn of the event loop, in the order they
 * arrived (the API and the portal server wrap their request listener with it).
 *
 * Why: since libuv 1.45 (Node 20) a server accepts one new connection per turn of the loop, and a
 * turn lasts as long as the handlers of every request that became readable in it. On a busy
 * process that is 80 searches of 8 ms, so a connection opened then (a visitor's browser, the
 * portal's pool to the API growing) waited in the kernel's queue for seconds, up to 30 s under
 * `npm run load`, while the connections already open were served one request after another. With
 * one request started per turn, a turn is one request long: new connections are accepted as fast
 * as requests end, and every request, on an old connection or a new one, waits its place in one
 * queue. An immediate queued from inside an immediate runs in the next turn, after the loop has
 * polled (and accepted) again.
 */
export function takingTurns<Args extends unknown[]>(listener: (...args: Args) => void): (...args: Args) => void {
  const waiting: Args[] = [];
  let scheduled = false;
  const next = () => {
    const args = waiting.shift();
    // The next turn is booked first: a listener that throws does not stop the requests behind it.
    if (waiting.length > 0) setImmediate(next);
    else scheduled = false;
    if (args) listener(...args);
  };
  return (...args: Args) => {
    waiting.push(args);
    if (!scheduled) {
      scheduled = true;
      setImmediate(next);
    }
  };
}
