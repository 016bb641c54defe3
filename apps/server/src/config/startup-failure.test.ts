import { describe, expect, it } from 'vitest';
import { startupFailureMessage } from './startup-failure';

const settings = { PORT: 3000, DATA_DIR: './data' };
const systemError = (code: string) => Object.assign(new Error(code), { code });

describe('startupFailureMessage', () => {
  it('names a port in use and how to choose another', () => {
    expect(startupFailureMessage(systemError('EADDRINUSE'), 'listen', settings)).toBe(
      'Port 3000 is in use. Choose another: PORT=3001 npm start',
    );
  });

  it('names a data directory that cannot be written, whatever wraps the reason', () => {
    const wrapped = new Error('could not open', { cause: systemError('ENOTDIR') });
    expect(startupFailureMessage(wrapped, 'open', settings)).toBe(
      'The data directory ./data cannot be written (ENOTDIR). Choose another: DATA_DIR=/path/to/data npm start',
    );
  });

  it('names an unreachable database without its password', () => {
    const refused = new AggregateError([systemError('ECONNREFUSED')], 'connect');
    const message = startupFailureMessage(refused, 'open', {
      ...settings,
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/codegrow',
    });
    expect(message).toBe(
      'The database at db.internal:5432/codegrow cannot be reached (ECONNREFUSED). Check DATABASE_URL, or leave it unset to use the embedded database.',
    );
    expect(message).not.toContain('secret');
  });

  it('leaves anything else to be reported in full', () => {
    expect(startupFailureMessage(new Error('bug'), 'open', settings)).toBeNull();
    expect(startupFailureMessage(systemError('EADDRINUSE'), 'open', settings)).toBeNull();
  });
});
