/** Code-block languages that code samples come in, with the tab each one gets. */
export type CodeLanguage = {value: string; label: string};

const LANGUAGES: Readonly<Record<string, CodeLanguage>> = {
  shell: {value: 'shell', label: 'Shell'},
  bash: {value: 'shell', label: 'Shell'},
  sh: {value: 'shell', label: 'Shell'},
  js: {value: 'javascript', label: 'JavaScript'},
  javascript: {value: 'javascript', label: 'JavaScript'},
  ts: {value: 'typescript', label: 'TypeScript'},
  typescript: {value: 'typescript', label: 'TypeScript'},
  py: {value: 'python', label: 'Python'},
  python: {value: 'python', label: 'Python'},
  php: {value: 'php', label: 'PHP'},
  rb: {value: 'ruby', label: 'Ruby'},
  ruby: {value: 'ruby', label: 'Ruby'},
  dart: {value: 'dart', label: 'Dart'},
  java: {value: 'java', label: 'Java'},
  go: {value: 'go', label: 'Go'},
  swift: {value: 'swift', label: 'Swift'},
  cs: {value: 'csharp', label: 'C#'},
  csharp: {value: 'csharp', label: 'C#'},
  rust: {value: 'rust', label: 'Rust'},
  json: {value: 'json', label: 'JSON'},
  yaml: {value: 'yaml', label: 'YAML'},
  jsx: {value: 'jsx', label: 'React'},
  html: {value: 'html', label: 'HTML'},
};

/** The tab of a code block's language (`js` → JavaScript); unknown languages keep their name. */
export function codeLanguage(language: string): CodeLanguage {
  return LANGUAGES[language.toLowerCase()] ?? {value: language.toLowerCase(), label: language};
}
