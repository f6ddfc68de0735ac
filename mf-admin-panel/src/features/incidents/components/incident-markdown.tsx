import MarkdownIt, { type Token } from 'markdown-it';
import { createElement, Fragment, type ReactNode, useMemo } from 'react';

// The administrator's Markdown on screen. markdown-it only parses (raw HTML off, so any tag stays
// text; its own link check drops javascript:, data: and the like); the elements are built here
// from a short list, so nothing the text says can become an element, attribute or handler that is
// not on it. No HTML string is ever set on the page.
const parser = new MarkdownIt({ html: false, linkify: false, breaks: true });

/** Markdown containers and the element each becomes; anything else becomes a span. */
const ELEMENTS: Record<string, string> = {
  paragraph: 'p',
  bullet_list: 'ul',
  ordered_list: 'ol',
  list_item: 'li',
  blockquote: 'blockquote',
  table: 'table',
  thead: 'thead',
  tbody: 'tbody',
  tr: 'tr',
  th: 'th',
  td: 'td',
  strong: 'strong',
  em: 'em',
  s: 's',
};

/** The incident's title is an h3: the text's own headings go below it. */
const HEADING_SHIFT = 3;

function safeHref(href: string | number | null): string | undefined {
  if (typeof href !== 'string' || href === '') return undefined;
  try {
    const url = new URL(href, window.location.origin);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function opening(token: Token): { element: string; props: Record<string, unknown> } {
  const kind = token.type.replace(/_open$/, '');
  if (kind === 'heading') {
    const level = Math.min(6, Number(token.tag.slice(1)) + HEADING_SHIFT);
    return { element: `h${level}`, props: {} };
  }
  if (kind === 'link') {
    const href = safeHref(token.attrGet('href'));
    if (!href) return { element: 'span', props: {} };
    return { element: 'a', props: { href, target: '_blank', rel: 'noopener noreferrer nofollow' } };
  }
  if (kind === 'ordered_list') {
    const start = Number(token.attrGet('start') ?? 1);
    return { element: 'ol', props: Number.isSafeInteger(start) ? { start } : {} };
  }
  return { element: ELEMENTS[kind] ?? 'span', props: {} };
}

/** A token without children of its own; an image is shown as a link, never loaded. */
function leaf(token: Token, key: number): ReactNode {
  switch (token.type) {
    case 'inline':
      return <Fragment key={key}>{elementsOf(token.children ?? [])}</Fragment>;
    case 'code_inline':
      return <code key={key}>{token.content}</code>;
    case 'code_block':
    case 'fence':
      return (
        <pre key={key}>
          <code>{token.content}</code>
        </pre>
      );
    case 'softbreak':
    case 'hardbreak':
      return <br key={key} />;
    case 'hr':
      return <hr key={key} />;
    case 'image': {
      const href = safeHref(token.attrGet('src'));
      const label = token.content || href || '';
      return href ? (
        <a key={key} href={href} target="_blank" rel="noopener noreferrer nofollow">
          {label}
        </a>
      ) : (
        label
      );
    }
    default:
      return token.content;
  }
}

function elementsOf(tokens: readonly Token[]): ReactNode[] {
  const root: ReactNode[] = [];
  const open: { element: string; props: Record<string, unknown>; children: ReactNode[] }[] = [];
  tokens.forEach((token, key) => {
    const children = open.at(-1)?.children ?? root;
    // A tight list's paragraphs are hidden: their text goes straight into the item.
    if (token.hidden && token.nesting !== 0) return;
    if (token.nesting === 1) open.push({ ...opening(token), children: [] });
    else if (token.nesting === -1) {
      const done = open.pop();
      const parent = open.at(-1)?.children ?? root;
      if (done) parent.push(createElement(done.element, { key, ...done.props }, ...done.children));
    } else children.push(leaf(token, key));
  });
  return root;
}

/** Markdown an administrator wrote (an incident's description, a note), shown formatted. */
export function IncidentMarkdown({ text, className }: { text: string; className: string }) {
  const elements = useMemo(() => elementsOf(parser.parse(text, {})), [text]);
  return <div className={`ap-markdown ${className}`}>{elements}</div>;
}
