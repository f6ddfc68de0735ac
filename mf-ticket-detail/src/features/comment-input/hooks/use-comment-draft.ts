import { LIMITS } from '@portal/shared/contract';
import { useCallback, useRef, useState } from 'react';

/** An AI suggestion the draft's text started from (its id, its text as suggested, its comment). */
export interface DraftSuggestion {
  responseId: number;
  text: string;
  /** The comment it answers, whose cached suggestions lose it once sent. */
  commentId: number;
}

/** The text being written and its staff-only flag; the modal holds it so Close can post it first. */
export interface CommentDraft {
  text: string;
  /** Emptying the text also forgets the suggestion it started from. */
  setText: (text: string) => void;
  staffOnly: boolean;
  setStaffOnly: (staffOnly: boolean) => void;
  /** Set while the text comes from an AI suggestion opened for editing, until sent or emptied. */
  suggestion: DraftSuggestion | null;
  /** Puts a suggestion's text in (after what is already written, so nothing is lost). */
  startFromSuggestion: (suggestion: DraftSuggestion) => void;
  /** Keeps the text but no longer links it to its suggestion (which can no longer be sent). */
  forgetSuggestion: () => void;
  /**
   * Puts back the text and (unless forgotten since) its suggestion: a send that was refused. What
   * was written since stays, after it.
   */
  restore: (saved: Pick<CommentDraft, 'text' | 'suggestion'>) => void;
}

export function useCommentDraft(): CommentDraft {
  const [text, setDraftText] = useState('');
  const [staffOnly, setStaffOnly] = useState(false);
  const [suggestion, setSuggestion] = useState<DraftSuggestion | null>(null);
  // A suggestion found gone while its text was being sent stays forgotten if the text comes back.
  const forgotten = useRef(false);

  const setText = useCallback((next: string) => {
    setDraftText(next);
    if (!next.trim()) setSuggestion(null);
  }, []);

  const startFromSuggestion = useCallback((chosen: DraftSuggestion) => {
    setDraftText((current) =>
      (current.trim() ? `${current}\n${chosen.text}` : chosen.text).slice(0, LIMITS.commentLength),
    );
    setSuggestion(chosen);
    forgotten.current = false;
  }, []);

  const forgetSuggestion = useCallback(() => {
    setSuggestion(null);
    forgotten.current = true;
  }, []);

  const restore = useCallback((saved: Pick<CommentDraft, 'text' | 'suggestion'>) => {
    setDraftText((current) =>
      (current.trim() ? `${saved.text}\n${current}` : saved.text).slice(0, LIMITS.commentLength),
    );
    if (!forgotten.current) setSuggestion(saved.suggestion);
  }, []);

  return {
    text,
    setText,
    staffOnly,
    setStaffOnly,
    suggestion,
    startFromSuggestion,
    forgetSuggestion,
    restore,
  };
}
