import type { HttpMethod } from './types';

/** Retry settings of a client. Only idempotent calls are ever retried (see `isRetryableMethod`). */
export interface RetryOptions {
  /** Retries after the first attempt. Default 2. */
  limit?: number;
  /** First backoff delay in ms; doubles on each retry. Default 300. */
  baseDelay?: number;
  /** Cap of the backoff delay in ms. Default 5000. */
  maxDelay?: number;
  /** A Retry-After longer than this (ms) is not waited for: the answer is returned as it is. Default 60000. */
  maxRetryAfter?: number;
  /** How to wait; tests and schedulers may replace it. Must reject with `signal.reason` when aborted. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Called before each retry, for logging. */
  onRetry?: (info: RetryInfo) => void;
}

export interface RetryInfo {
  method: string;
  url: string;
  /** 1 for the first retry. */
  attempt: number;
  /** The wait before this retry, in ms. */
  delay: number;
  /** The status that caused it, or undefined after a network error. */
  status: number | undefined;
  /** The network error that caused it. */
  error: unknown;
}

export type ResolvedRetryOptions = Required<Omit<RetryOptions, 'onRetry'>> & Pick<RetryOptions, 'onRetry'>;

export const RETRYABLE_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'PUT', 'DELETE']);
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 429]);

export function resolveRetryOptions(options: RetryOptions | undefined): ResolvedRetryOptions {
  return {
    limit: options?.limit ?? 2,
    baseDelay: options?.baseDelay ?? 300,
    maxDelay: options?.maxDelay ?? 5000,
    maxRetryAfter: options?.maxRetryAfter ?? 60_000,
    sleep: options?.sleep ?? sleep,
    onRetry: options?.onRetry,
  };
}

/** GET, PUT and DELETE are idempotent; POST and PATCH are never retried. */
export function isRetryableMethod(method: HttpMethod): boolean {
  return RETRYABLE_METHODS.has(method);
}

/** 408, 429 and every 5xx. */
export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status) || (status >= 500 && status <= 599);
}

/**
 * Reads Retry-After as delay-seconds or as an HTTP date (RFC 9110 §10.2.3). Returns ms to wait, or
 * undefined when the header is absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** Exponential backoff: baseDelay, 2×baseDelay, … capped at maxDelay. `attempt` starts at 1. */
export function backoffDelay(attempt: number, options: Pick<ResolvedRetryOptions, 'baseDelay' | 'maxDelay'>) {
  return Math.min(options.maxDelay, options.baseDelay * 2 ** (attempt - 1));
}

/** setTimeout as a promise that rejects with the signal's reason when the signal aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
