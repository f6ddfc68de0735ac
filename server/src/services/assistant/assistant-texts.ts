import { fixedTexts } from '../fixed-texts';

// The sentences the server itself writes into an assistant answer. Everything else the assistant
// shows is the front end's; these are here because the offline answer is composed on the server.

const es = {
  offlineIntro:
    'No hay ningún modelo de IA configurado, así que te respondo con lo que encuentro en el historial de la comunidad.',
  modelFailedIntro:
    'El modelo de IA no ha respondido, así que te respondo con lo que encuentro en el historial de la comunidad.',
  nothingFound:
    'No he encontrado tickets parecidos ni respuestas predefinidas para esto. Prueba con otras palabras o abre el chat desde un ticket.',
  fromTicket: 'Respuesta que cerró el ticket #{{ticketId}} «{{title}}»:',
  fromCanned: 'Respuesta predefinida «{{title}}»:',
  categoryRules: 'Normas de la categoría «{{category}}»:',
  modelLanguage: 'Responde en español.',
};

const en: typeof es = {
  offlineIntro:
    'No AI model is configured, so I am answering with what I find in the community’s history.',
  modelFailedIntro:
    'The AI model did not answer, so I am answering with what I find in the community’s history.',
  nothingFound:
    'I found no similar tickets or canned answers for this. Try other words, or start the chat from a ticket.',
  fromTicket: 'Answer that closed ticket #{{ticketId}} “{{title}}”:',
  fromCanned: 'Canned answer “{{title}}”:',
  categoryRules: 'Rules of the category “{{category}}”:',
  modelLanguage: 'Answer in English.',
};

export type AssistantTextKey = keyof typeof es;

/** The assistant's own sentences in the viewer's language. */
export const assistantTexts = fixedTexts('assistant', { es, en });
