import { useState } from 'react';
import { en } from '../locales/en';

export function CopyButton({
  text,
  label = en.copy,
  testId,
}: {
  text: string;
  label?: string;
  testId?: string;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="button small"
      data-testid={testId}
      onClick={() => {
        // Clipboard access can be refused (permissions, insecure context): the text stays selectable.
        void navigator.clipboard?.writeText(text).then(
          () => {
            setCopied(true);
            setTimeout(() => setCopied(false), 1500);
          },
          () => setCopied(false),
        );
      }}
    >
      {copied ? en.copied : label}
    </button>
  );
}
