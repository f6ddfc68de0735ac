// `name` is one name or several joined as a sentence lists them ("A y B"); `count` says how many.
const es = {
  presenceLabel: 'Quién más está en este ticket',
  presenceViewing_one: '{{name}} también está viendo este ticket',
  presenceViewing_other: '{{name}} también están viendo este ticket',
  presenceTyping_one: '{{name}} está escribiendo…',
  presenceTyping_other: '{{name}} están escribiendo…',
  answeredMeanwhileTitle: 'Mensajes nuevos mientras escribías',
  answeredMeanwhileText_one:
    '{{name}} escribió en este ticket mientras redactabas tu respuesta. ¿La envías igualmente?',
  answeredMeanwhileText_other:
    '{{name}} escribieron en este ticket mientras redactabas tu respuesta. ¿La envías igualmente?',
  sendAnyway: 'Enviar igualmente',
  readFirst: 'Leer primero',
};

export const presenceTexts = {
  es,
  en: {
    presenceLabel: 'Who else is on this ticket',
    presenceViewing_one: '{{name}} is also viewing this ticket',
    presenceViewing_other: '{{name}} are also viewing this ticket',
    presenceTyping_one: '{{name}} is typing…',
    presenceTyping_other: '{{name}} are typing…',
    answeredMeanwhileTitle: 'New messages while you were writing',
    answeredMeanwhileText_one:
      '{{name}} wrote on this ticket while you were writing your reply. Send it anyway?',
    answeredMeanwhileText_other:
      '{{name}} wrote on this ticket while you were writing your reply. Send it anyway?',
    sendAnyway: 'Send anyway',
    readFirst: 'Read first',
  } satisfies Record<keyof typeof es, string>,
};
