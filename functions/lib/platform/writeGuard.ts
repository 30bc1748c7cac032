// What every signed-in write passes before its handler (lib/platform/http runs it for each route that is neither public nor a
// GET, so every later route inherits it): the caller's budget for the route (429; routes that share a budget, as the
// streamed and JSON chat sends do, count in one counter), then a live account (401).
import type { Caller } from './caller';
import { writeLimit, writeScope } from './limits';
import { assertLive } from './liveness';
import { enforce } from './rateLimit';

export async function guardWrite(routeKey: string, caller: Caller): Promise<void> {
  await enforce(writeScope(routeKey), caller.sub, writeLimit(routeKey));
  await assertLive(caller.sub);
}
