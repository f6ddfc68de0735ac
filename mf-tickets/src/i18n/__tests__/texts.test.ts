import { joinTexts } from '@portal/shared/runtime/i18n';
import { FORM_TEXTS } from '../form-texts';
import { FRAME_TEXTS } from '../frame-texts';
import { LIST_TEXTS } from '../list-texts';

// The list's and the form's texts are registered apart into one namespace, where a key in both
// would silently take whichever part registered last.
test.each(['es', 'en'] as const)(
  'the list, form and event frame texts share no key (%s)',
  (language) => {
    expect(() =>
      joinTexts(LIST_TEXTS[language], FORM_TEXTS[language], FRAME_TEXTS[language]),
    ).not.toThrow();
  },
);
