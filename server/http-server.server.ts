/**
 * The Node HTTP server for the Express app. Node creates every request and response with the
 * app's own prototypes (`app.request`, `app.response`), so Express has nothing to change.
 *
 * Why: Express's `app.handle` calls `Object.setPrototypeOf(req, app.request)` (and the same for
 * `res`) on every request. Changing a live object's prototype is one of V8's slowest
 * operations, and under load it made a third of each request's young objects outlive
 * scavenges: a mark-compact ran every ~100 ms, which made the p99 tail (docs/decisions/067;
 * expressjs/express#5998 proposes this fix). When the object already has that prototype, V8's
 * setPrototypeOf returns at once, so Express's call costs nothing.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

export function createHttpServer(app: Express): http.Server {
  // Plain constructor functions whose `prototype` is the app's, running Node's constructors on
  // `this` (they are ES5 functions: Node's own subclasses call them the same way). Not
  // Reflect.construct with a new target: measured, V8 then builds objects that survive
  // scavenges just as badly (8,000 instead of 45,000 req/s on a bare Express app).
  function AppRequest(this: http.IncomingMessage, socket: Socket) {
    Reflect.apply(http.IncomingMessage, this, [socket]);
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: http.ServerResponse, req: http.IncomingMessage, options?: object) {
    Reflect.apply(http.ServerResponse, this, [req, options]);
  }
  AppResponse.prototype = app.response;
  return http.createServer(
    {
      IncomingMessage: AppRequest as unknown as typeof http.IncomingMessage,
      ServerResponse: AppResponse as unknown as typeof http.ServerResponse,
    },
    app,
  );
}
