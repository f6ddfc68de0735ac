import { useState } from 'react';

/** The text being written and its staff-only flag; the modal holds it so Close can post it first. */
export interface CommentDraft {
  text: string;
  setText: (text: string) => void;
  staffOnly: boolean;
  setStaffOnly: (staffOnly: boolean) => void;
}

export function useCommentDraft(): CommentDraft {
  const [text, setText] = useState('');
  const [staffOnly, setStaffOnly] = useState(false);
  return { text, setText, staffOnly, setStaffOnly };
}
