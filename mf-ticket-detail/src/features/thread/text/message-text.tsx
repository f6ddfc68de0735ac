import { messageParts } from './message-parts';

/** A message as React text nodes, with http(s) links clickable; markup in it is shown, never run. */
export function MessageText({ message, className }: { message: string; className?: string }) {
  return (
    <p className={className}>
      {messageParts(message).map((part, index) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are derived from one immutable string
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are derived from one immutable string
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
