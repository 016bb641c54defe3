/**
 * Runnable SQL's texts, loaded with the runner on a reader's first Run (not part of `en`, so
 * the article page's own script does not carry them). Counts are given as `n`, already in the
 * page's digits; `count` picks the plural.
 */
export const sqlRunner = {
  loading: 'Starting PostgreSQL in your browser…',
  /** The engine's first download: '1.2 MB of 4.3 MB'. */
  downloading: 'Downloading PostgreSQL: {{done}} of {{total}}…',
  running: 'Running…',
  rows_one: '{{n}} row',
  rows_other: '{{n}} rows',
  firstRows: 'Showing the first {{shown}} of {{n}} rows.',
  /** A statement without rows: 'INSERT: 2 rows', 'CREATE TABLE: done'. */
  affected_one: '{{command}}: {{n}} row',
  affected_other: '{{command}}: {{n}} rows',
  done: '{{command}}: done',
  error: 'PostgreSQL says: {{message}}',
  errorAt: 'Line {{line}}, column {{column}}.',
  setupError: "This article's setup failed: {{message}}",
  stopped: 'Stopped: the query ran for more than {{seconds}} seconds.',
  unavailable: 'PostgreSQL could not be loaded. Check your connection and run again.',
  reset: "Back to the author's query.",
  resultLabel: 'Result',
  nullValue: 'NULL',
} as const;
