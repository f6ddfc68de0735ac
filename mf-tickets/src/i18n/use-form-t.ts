import { joinTexts, namespaceTexts, type PluralBase } from '@portal/shared/runtime/i18n';
import { FORM_TEXTS } from './form-texts';
import { FRAME_TEXTS } from './frame-texts';
import { TICKETS_NAMESPACE } from './namespace';

/** SPEC §8 names the in-the-act warning `report.in_fraganti_warning`; that key works as is. */
const spec = {
  es: {
    report: {
      in_fraganti_warning:
        'Has marcado que el jugador está incumpliendo las normas ahora mismo. Un miembro del equipo lo revisará en cuanto sea posible: no cierres el juego y, si puedes, graba lo que ocurre.',
    },
  },
  en: {
    report: {
      in_fraganti_warning:
        'You said the player is breaking the rules right now. A staff member will look at it as soon as possible: keep the game open and, if you can, record what is happening.',
    },
  },
};

// Keys are flat (no dots) so they resolve whatever key separator the shared i18next instance
// uses — except the key SPEC §8 names with a dot, kept nested under its first segment.
const formTranslations = {
  es: joinTexts(FORM_TEXTS.es, FRAME_TEXTS.es, spec.es),
  en: joinTexts(FORM_TEXTS.en, FRAME_TEXTS.en, spec.en),
};

export type FormTextKey =
  | PluralBase<keyof typeof FORM_TEXTS.es | keyof typeof FRAME_TEXTS.es>
  | 'report.in_fraganti_warning';

const texts = namespaceTexts<FormTextKey>(TICKETS_NAMESPACE, formTranslations);

/**
 * Adds the create form's and event frame's texts; the form's module and the frame's entry call it.
 * Not part of the first screen, which shows the list only (ARCHITECTURE §4): they come with the
 * form.
 */
export const registerFormTexts = texts.register;

/** `t` of the `tickets` namespace, limited to the create form's and event frame's keys. */
export const useFormT = texts.useTexts;
