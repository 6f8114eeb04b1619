/**
 * The spans the site's own code opens (loaders, upstream calls, the render, the page cache),
 * and the log lines' trace fields. Off unless tracing was started (server/tracing/
 * start-tracing.server.ts installs an implementation): then every helper here does nothing
 * but call through, and nothing of OpenTelemetry is loaded (the types below are erased).
 *
 *   const posts = await inSpan('contentful posts', () => client.getEntries(query), { 'upstream.name': 'contentful' });
 *   const render = startSpan('render blog'); ... render?.end();
 *
 * Span names and attribute values must come from a small fixed set (a route id, an upstream
 * name), never a raw path or an id, as for metric labels.
 */
import type { Attributes } from '@opentelemetry/api';

export type SpanAttributes = Attributes;

/** A span its opener ends (a render that finishes in a callback). Ending twice is harmless. */
export interface OpenSpan {
  /** Ends the span, adding these attributes first. */
  end(attributes?: SpanAttributes): void;
  /** Ends the span as failed with this error. */
  fail(error: unknown): void;
}

/** What start-tracing installs: OpenTelemetry behind the helpers below. */
export interface TracingHooks {
  inSpan<T>(name: string, work: () => Promise<T>, attributes?: SpanAttributes): Promise<T>;
  startSpan(name: string, attributes?: SpanAttributes): OpenSpan;
  /** pino's mixin: the active span's trace_id and span_id. */
  logFields(): Record<string, string>;
  /** Sends the spans still batched; resolves within `timeoutMs` whatever the collector does. */
  flush(timeoutMs: number): Promise<void>;
}

let hooks: TracingHooks | undefined;

export function installTracing(installed: TracingHooks): void {
  hooks = installed;
}

/** Runs `work` inside a child span of the active one (its error fails the span); just runs it when tracing is off. */
export function inSpan<T>(name: string, work: () => Promise<T>, attributes?: SpanAttributes): Promise<T> {
  return hooks ? hooks.inSpan(name, work, attributes) : work();
}

/** Opens a child span of the active one for its caller to end; undefined when tracing is off. */
export function startSpan(name: string, attributes?: SpanAttributes): OpenSpan | undefined {
  return hooks?.startSpan(name, attributes);
}

/** pino's `mixin` when tracing is on, else undefined: with tracing off a log line costs nothing more. */
export function traceLogMixin(): (() => Record<string, string>) | undefined {
  return hooks?.logFields;
}

/** Sends the spans still batched before the process exits; at once when tracing is off. */
export function flushTraces(timeoutMs: number): Promise<void> {
  return hooks ? hooks.flush(timeoutMs) : Promise.resolve();
}
