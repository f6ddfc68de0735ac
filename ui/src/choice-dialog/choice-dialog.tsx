import { type ReactNode, useRef } from 'react';
import { Button } from '../button/button';
import { useUiT } from '../i18n/use-ui-t';
import { Modal } from '../modal/modal';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
  /** The choice the question leads to, painted as the primary button. */
  primary?: boolean;
}

export interface ChoiceDialogProps<Value extends string> {
  open: boolean;
  title: ReactNode;
  /** What each choice will do. */
  message: ReactNode;
  /** In the order shown, after Cancel: one or more. */
  choices: readonly Choice<Value>[];
  onChoose: (value: Value) => void;
  /** Also called by Escape, a click outside and the close button. */
  onCancel: () => void;
  cancelLabel?: string;
}

/**
 * A question whose safe answer is Cancel, where focus starts (closing a report as valid or
 * invalid; sending a reply that others may have overtaken): an `alertdialog` built on Modal. A
 * plain yes/no is the ConfirmDialog's.
 */
export function ChoiceDialog<Value extends string>({
  open,
  title,
  message,
  choices,
  onChoose,
  onCancel,
  cancelLabel,
}: ChoiceDialogProps<Value>) {
  const t = useUiT();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      role="alertdialog"
      size="sm"
      title={title}
      description={message}
      onClose={onCancel}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} onClick={onCancel}>
            {cancelLabel ?? t('cancel')}
          </Button>
          {choices.map((choice) => (
            <Button
              key={choice.value}
              variant={choice.primary ? 'primary' : undefined}
              onClick={() => onChoose(choice.value)}
            >
              {choice.label}
            </Button>
          ))}
        </>
      }
    />
  );
}
