/** Display names for the fence languages authors use most; others show as written. */
const LABELS: Record<string, string> = {
  js: 'JavaScript',
  javascript: 'JavaScript',
  jsx: 'JSX',
  ts: 'TypeScript',
  typescript: 'TypeScript',
  tsx: 'TSX',
  py: 'Python',
  python: 'Python',
  sql: 'SQL',
  sh: 'Shell',
  shell: 'Shell',
  bash: 'Bash',
  zsh: 'Shell',
  css: 'CSS',
  scss: 'SCSS',
  html: 'HTML',
  xml: 'XML',
  json: 'JSON',
  yaml: 'YAML',
  yml: 'YAML',
  go: 'Go',
  rust: 'Rust',
  java: 'Java',
  kotlin: 'Kotlin',
  c: 'C',
  cpp: 'C++',
  csharp: 'C#',
  cs: 'C#',
  php: 'PHP',
  ruby: 'Ruby',
  rb: 'Ruby',
  swift: 'Swift',
  diff: 'Diff',
  dockerfile: 'Dockerfile',
  graphql: 'GraphQL',
  md: 'Markdown',
  markdown: 'Markdown',
  text: 'Text',
  plaintext: 'Text',
};

/** The fence language of a code element's classes (`language-sql` → `sql`), if any. */
export function languageFromClassName(className: unknown): string | null {
  const classes = Array.isArray(className)
    ? className
    : typeof className === 'string'
      ? className.split(/\s+/)
      : [];
  for (const item of classes) {
    if (typeof item === 'string' && item.startsWith('language-') && item.length > 9) {
      return item.slice(9);
    }
  }
  return null;
}

/** How a code block's language is labelled above it. */
export function languageLabel(language: string | null): string {
  if (!language) return 'Code';
  return LABELS[language.toLowerCase()] ?? language;
}
