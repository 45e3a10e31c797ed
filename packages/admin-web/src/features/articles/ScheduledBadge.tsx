import { articleScheduledText } from '@redakcja/api-sdk';
import { scheduledBadge } from './scheduled.css';

/** 'Zaplanowany na 24.12.2026, 08:00' while a visible article's publication date lies ahead; else nothing. */
export function ScheduledBadge({ article }: { article: Parameters<typeof articleScheduledText>[0] }) {
  const text = articleScheduledText(article);
  return text === null ? null : <span className={scheduledBadge}>{text}</span>;
}
