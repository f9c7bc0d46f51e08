import pino, { type DestinationStream, type Logger } from 'pino';
import type { GatheringDestination } from '../logger.ts';

export interface AccessFields {
  method: string;
  path: string;
  status: number;
  ms: number;
}

type PinoInternals = Record<symbol, unknown>;

/**
 * Writes a request's access line (info, "request") exactly as `log.info(fields, 'request')` would, but
 * built directly: its four fields are known and hold no secret-named key, so pino's per-call object walk
 * and serialization are skipped. It keeps the logger's bindings (service, reqId) and still passes through
 * the destination's scrubber, gathered with the other access lines when the destination gathers. One
 * such line per request was a third of a small answer's cost.
 */
export function writeAccessLine(log: Logger, { method, path, status, ms }: AccessFields): void {
  if (!log.isLevelEnabled('info')) return;
  const internals = log as unknown as PinoInternals;
  const stream = internals[pino.symbols.streamSym] as Partial<GatheringDestination> & DestinationStream;
  const write = stream.gather ?? stream.write;
  const bindings = internals[pino.symbols.chindingsSym] as string;
  write.call(
    stream,
    `{"level":${log.levels.values.info},"time":${Date.now()}${bindings},"method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status},"ms":${ms},"msg":"request"}\n`,
  );
}
