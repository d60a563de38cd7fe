// Stands in for markdown-to-jsx in the portal's build (vite.config.ts aliases
// `markdown-to-jsx/react` here). @rjsf/core imports its Markdown component
// statically in five places, yet reaches it only for options the engine never
// sets (`enableMarkdownInDescription`, `enableMarkdownInHelp`) and for its own
// built-in file widget and developer error texts, which the engine replaces or
// never shows: ui.json's help and labels are plain text by design (the schema
// authoring guide). Without this, every wizard route carried ~27 kB gzip of a
// markdown parser it never ran. The text still shows, unformatted.
import type { ReactNode } from 'react';

export interface MarkdownProps {
  children?: ReactNode;
  options?: unknown;
}

export function Markdown({ children }: MarkdownProps) {
  return <>{children}</>;
}

export default Markdown;
