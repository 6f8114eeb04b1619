/** The helpers of spans.ts on OpenTelemetry's API: loaded only when tracing is on. */
import { context, isSpanContextValid, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { OpenSpan, SpanAttributes, TracingHooks } from './spans.ts';

/** The instrumentation scope of the site's own spans (the service itself is named by the resource). */
const TRACER_NAME = 'consultancy-site';

function failSpan(span: Span, error: unknown): void {
  if (error instanceof Error) span.recordException(error);
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}

export function otelHooks(flush: () => Promise<void>): TracingHooks {
  const tracer = trace.getTracer(TRACER_NAME);
  return {
    inSpan(name, work, attributes) {
      return tracer.startActiveSpan(name, { attributes }, async (span) => {
        try {
          return await work();
        } catch (error) {
          failSpan(span, error);
          throw error;
        } finally {
          span.end();
        }
      });
    },
    startSpan(name, attributes): OpenSpan {
      const span = tracer.startSpan(name, { attributes });
      let open = true;
      return {
        end(more?: SpanAttributes) {
          if (!open) return;
          open = false;
          if (more) span.setAttributes(more);
          span.end();
        },
        fail(error) {
          if (!open) return;
          open = false;
          failSpan(span, error);
          span.end();
        },
      };
    },
    logFields(): Record<string, string> {
      const spanContext = trace.getSpanContext(context.active());
      if (!spanContext || !isSpanContextValid(spanContext)) return {};
      return { trace_id: spanContext.traceId, span_id: spanContext.spanId };
    },
    flush(timeoutMs) {
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        flush()
          .catch(() => undefined)
          .finally(() => {
            clearTimeout(timer);
            resolve();
          });
      });
    },
  };
}
