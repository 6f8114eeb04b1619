/** The part of autocannon's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    headers?: Record<string, string>;
    requests?: Array<{ method?: string; path?: string; setupRequest?: (request: RequestParams) => RequestParams }>;
  }
  interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  /** A run: a promise of its result that also emits each response as it arrives. */
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): Instance;
  }
  export default function autocannon(options: Options): Instance;
}
