/** The dev server's environment (scripts/local-env.mjs): its metrics port never collides with npm start's. */
import { describe, expect, it } from 'vitest';
import { devServerEnv } from './local-env.mjs';

describe('devServerEnv', () => {
  it('picks a free metrics port (0) when METRICS_PORT is unset or blank, as in a .env copied from .env.example', () => {
    expect(devServerEnv({}).METRICS_PORT).toBe('0');
    expect(devServerEnv({ METRICS_PORT: ' ' }).METRICS_PORT).toBe('0');
  });

  it('keeps a METRICS_PORT the user set, and the rest of the environment', () => {
    expect(devServerEnv({ METRICS_PORT: '9500', PORT: '3001' })).toMatchObject({
      METRICS_PORT: '9500',
      PORT: '3001',
      NODE_ENV: 'development',
    });
    expect(devServerEnv({ NODE_ENV: 'test', LOG_LEVEL: 'warn' })).toMatchObject({ NODE_ENV: 'test', LOG_LEVEL: 'warn' });
  });
});
