import type { ReactNode } from 'react';
import { LOADING_LABEL, Spinner } from '../Spinner/Spinner';
import { visuallyHidden } from '../theme/global.css';

export const LOADED_TEXT = 'Załadowano.';

export interface LoadingRegionProps {
  isLoading: boolean;
  children?: ReactNode;
  /** Announced while loading; 'Ładowanie…' by default. */
  loadingText?: string;
  /** Announced once loading ends; 'Załadowano.' by default. */
  loadedText?: string;
  /** Show the spinner in place of the children (lists) rather than above them. */
  replaceContent?: boolean;
  className?: string;
}

/**
 * A block that tells assistive technology it is busy (aria-busy) and announces 'Ładowanie…' and then
 * 'Załadowano.' through a polite live region, with a spinner while loading.
 */
export function LoadingRegion({
  isLoading,
  children,
  loadingText = LOADING_LABEL,
  loadedText = LOADED_TEXT,
  replaceContent = true,
  className,
}: LoadingRegionProps) {
  return (
    <div aria-busy={isLoading} className={className}>
      <span role="status" className={visuallyHidden}>
        {isLoading ? loadingText : loadedText}
      </span>
      {isLoading ? <Spinner centered decorative /> : null}
      {isLoading && replaceContent ? null : children}
    </div>
  );
}
