import type { ErrorCode } from './errors';
import type { Language } from './limits';
import type { ErrorParams } from './schemas/api-error';

/**
 * One text per code of the catalogue (and `unknown`) in each language: the front end's `errors`
 * namespace, and the English `error` sentence the server answers with a contract rule's code.
 */
type ErrorTexts = Record<ErrorCode | 'unknown', string>;

const es: ErrorTexts = {
  unknown: 'Algo ha fallado ({{code}}). Inténtalo de nuevo.',
  validation: 'Los datos enviados no son válidos.',
  'request.badJson': 'La petición no es un JSON válido.',
  'request.tooLarge': 'La petición es demasiado grande.',
  'request.unsupportedCharset': 'La petición debe estar en UTF-8.',
  'request.unsupportedEncoding':
    'La petición usa una compresión que el servidor no admite: se envía tal cual o con gzip, deflate o br.',
  'request.unreadableBody': 'No se ha podido leer la petición.',
  'request.badAddress':
    'La dirección no es válida: tiene un código con % mal formado (se escribe %20, %C3%B1…).',
  'request.unknownClient': 'Cliente desconocido «{{client}}»; los que hay: {{modes}}.',
  'list.cursorInvalid': 'Esta página de la lista ya no vale; vuelve a cargarla desde el principio.',
  'auth.required': 'Inicia sesión para continuar.',
  'auth.invalidCredentials': 'Usuario o contraseña incorrectos.',
  rateLimited: 'Has hecho demasiados intentos. Espera un momento y vuelve a probar.',
  'quota.comments':
    'Has enviado muchos comentarios en poco tiempo. Espera un momento antes de enviar otro.',
  'quota.aiSuggestions':
    'Has pedido muchas sugerencias en poco tiempo. Espera un momento antes de pedir otra.',
  'quota.assistant':
    'Has preguntado muchas veces al asistente en poco tiempo. Espera un momento antes de volver a preguntar.',
  'quota.tickets':
    'Has abierto muchos tickets en poco tiempo. Espera unos minutos antes de abrir otro.',
  forbidden: 'No tienes permiso para hacer esto.',
  notFound: 'Lo que buscas no existe.',
  'ticket.notFound': 'Ese ticket no existe.',
  'comment.notFound': 'Ese comentario no existe.',
  'group.notFound': 'Ese grupo no existe.',
  'category.notFound': 'Esa categoría no pertenece al grupo.',
  'attachment.notFound': 'Ese ticket no tiene ninguna imagen adjunta en esa posición.',
  conflict: 'Eso ya existe.',
  internal: 'Algo ha fallado en el servidor. Inténtalo de nuevo.',
  'service.unavailable': 'El portal no puede acceder a su base de datos. Inténtalo en un momento.',
  'live.tooManySockets':
    'Tienes demasiadas pestañas conectadas al portal. Cierra alguna y esta volverá a conectarse.',
  'ticket.eventCalendarNotAllowed': 'Solo un evento público lleva fecha o lugar.',
  'report.duplicatePartner': 'Este acompañante ya está en la lista.',
  'report.accusedIsPartner': 'El acusado no puede ser también acompañante.',
  'text.invalidCharacter':
    'Hay un carácter que no se puede guardar; bórralo y vuelve a escribirlo.',
  retry: 'Otra persona ha cambiado esto a la vez. Inténtalo de nuevo.',
  'idempotency.keyInvalid':
    'La cabecera Idempotency-Key debe tener de 1 a 255 caracteres imprimibles.',
  'idempotency.keyReused': 'Esta clave de idempotencia ya se usó para otra petición distinta.',
  'idempotency.answerLost':
    'Esta petición ya se hizo, pero su respuesta se perdió. Recarga la página para ver el resultado.',
  'ticket.eventChoiceRequired': 'Elige una fecha en el calendario o un lugar en el mapa.',
  'ticket.groupNotOffered': 'Este grupo no está disponible desde aquí.',
  'ticket.wrongType': 'Este grupo no admite este tipo de ticket.',
  'ticket.categoryInfoOnly': 'Esta categoría solo informa; no se pueden enviar tickets.',
  'ticket.attachmentsRequired': 'Este grupo necesita al menos un adjunto.',
  'ticket.unknownField': '«{{field}}» no es un campo de esta categoría.',
  'ticket.fieldRequired': '«{{field}}» es obligatorio.',
  'ticket.fieldTooLong': '«{{field}}» admite como máximo {{max}} caracteres.',
  'report.unknownRule': 'La norma «{{rule}}» no pertenece a esta categoría.',
  'report.dateInFuture': 'La fecha de los hechos no puede ser futura.',
  'report.dateTooOld': 'La fecha de los hechos debe estar dentro de los últimos {{days}} días.',
  'dateRange.startAfterEnd': 'La fecha de inicio no puede ser posterior a la fecha de fin.',
  'dateRange.startAfterToday': 'La fecha de inicio no puede ser posterior a hoy.',
  'ticket.closed': 'Este ticket está cerrado.',
  'ticket.alreadyClosed': 'Este ticket ya está cerrado.',
  'ticket.notClosed': 'Este ticket ya está abierto.',
  'ticket.closeNotAllowed': 'Solo el equipo asignado puede cerrar este ticket.',
  'ticket.reopenNotAllowed': 'Solo el equipo puede reabrir un ticket.',
  'ticket.resolutionRequired': 'Elige una resolución para cerrar la denuncia.',
  'ticket.resolutionNotForSupport': 'Solo las denuncias llevan resolución.',
  'assignment.notAdmin': 'Solo quien administra este ticket puede asignarlo.',
  'assignment.alreadyAssigned': 'Ya está asignado.',
  'assignment.notAssigned': 'No está asignado a este ticket.',
  'assignment.notEligible': 'Esa persona no puede llevar este ticket.',
  'assignment.reportParty': 'Quien es parte de la denuncia no puede llevarla.',
  'assignment.directoryNotAllowed': 'Solo los administradores pueden ver todo el equipo.',
  'role.notFound': 'Ese rol no existe.',
  'intervention.notAllowed': 'No puedes pedir más respuestas en este ticket.',
  'intervention.notYet': 'Todavía no puedes pedir más respuestas.',
  'comment.staffOnlyNotAllowed': 'No puedes escribir notas internas en este ticket.',
  'comment.editNotAllowed': 'No puedes editar este comentario.',
  'comment.deleteNotAllowed': 'No puedes borrar este comentario.',
  'review.notCreator': 'Solo quien abrió el ticket puede valorarlo.',
  'review.ticketOpen': 'Un ticket se valora una vez cerrado.',
  'review.alreadyReviewed': 'Este ticket ya está valorado.',
  'review.tooFewComments': 'El ticket necesita más comentarios para poder valorarlo.',
  'review.notAllowed': 'Este ticket no se puede valorar.',
  'tickets.staffFilter': 'Ese filtro es solo para el equipo.',
  'tickets.staffSort': 'Esa ordenación es solo para el equipo.',
  'tickets.assigneeFilter': 'Solo los administradores filtran por asignado.',
  'power.notOwn': 'Solo puedes consultar tu propio nivel.',
  'launch.disabled': 'El acceso desde el juego no está configurado en este portal.',
  'launch.codeInvalid':
    'El código de acceso del juego no es válido o ha caducado. Vuelve a abrir el portal desde el juego.',
  'launch.codeUsed':
    'Este código de acceso ya se ha usado. Vuelve a abrir el portal desde el juego.',
  'sso.disabled': 'El inicio de sesión único no está configurado en este portal.',
  'sso.stateExpired':
    'El inicio de sesión ha caducado o se empezó en otro navegador. Vuelve a intentarlo.',
  'sso.stateMismatch':
    'La respuesta del proveedor de identidad no corresponde al inicio de sesión de este navegador. Vuelve a intentarlo.',
  'sso.refused': 'El proveedor de identidad no ha iniciado tu sesión. Vuelve a intentarlo.',
  'sso.providerUnavailable':
    'No se ha podido contactar con el proveedor de identidad. Inténtalo de nuevo en unos minutos.',
  'session.staffOnly': 'Solo el equipo puede ver estos jugadores.',
  'stats.notAllowed': 'Solo supervisores y administradores ven las estadísticas.',
  'stats.staffOnly': 'Solo el personal tiene valoraciones.',
  'admin.notAllowed': 'Solo los administradores usan el panel de administración.',
  'token.notGranted': 'Este token de acceso no tiene permiso para esta llamada.',
  'token.unknownEndpoint': 'No se puede conceder a un token el endpoint {{endpoint}}.',
  'token.secretShownOnce':
    'El secreto de un token solo se muestra al crearlo. Si se ha perdido, crea otro token y borra este.',
  'token.notFound': 'Ese token no existe.',
  'webhook.notFound': 'Ese webhook no existe.',
  'webhook.deliveryNotFound': 'Ese envío no existe.',
  'webhook.addressRefused':
    'El portal no envía a direcciones privadas ni locales; usa una dirección pública o añade el host a WEBHOOK_ALLOWED_HOSTS.',
  'webhook.addressUnknown': 'No se encuentra el host de esa dirección.',
  'account.notFound': 'Esa cuenta no existe.',
  'account.eraseNotAllowed':
    'No puedes eliminar tu propia cuenta ni una con más poder que la tuya.',
  'account.alreadyErased': 'Esa cuenta ya está eliminada.',
  'config.keyProtected': 'El prompt base de la IA no se puede borrar.',
  'config.notFound': 'Esa clave de configuración no existe.',
  'config.blankPrompt': 'El prompt base de la IA no puede estar vacío.',
  'config.invalidModel': 'El nombre del modelo no puede estar vacío ni tener espacios.',
  'config.invalidMinutes': 'Los minutos son un número entero de 0 (sin aviso) a 525600.',
  'config.invalidMonths': 'Los meses son un número entero de 0 (se guardan siempre) a 1200.',
  'config.invalidImage': 'La imagen debe ser una dirección https:// o una ruta que empiece por /.',
  'incident.notFound': 'Ese incidente no existe.',
  'incident.entryNotFound': 'Esa entrada no existe en este incidente.',
  'incident.statusEntryFixed':
    'Los cambios de estado quedan registrados tal cual: no se editan ni se borran.',
  'assistant.notAllowed': 'El asistente es solo para administradores.',
  'assistant.chatNotFound': 'Esa conversación no existe.',
  'attachment.blockedAddress': 'La imagen está en una dirección que el portal no visita.',
  'attachment.tooLarge': 'La imagen es demasiado grande.',
  'attachment.notImage': 'El adjunto no es una imagen.',
  'attachment.badStatus': 'El sitio de la imagen ha respondido con un error.',
  'attachment.tooManyRedirects': 'La dirección de la imagen redirige demasiadas veces.',
  'attachment.unreachable': 'No se ha podido obtener la imagen.',
  'attachment.timeout': 'La imagen ha tardado demasiado en llegar.',
  'ai.staffOnly': 'Solo el equipo de este ticket puede usar las respuestas sugeridas.',
  'ai.rateNotAllowed': 'Solo el personal con poder mayor que 2 puede valorar respuestas de la IA.',
  'ai.responseNotFound': 'Esa sugerencia no existe en este ticket.',
  'ai.alreadySent': 'Esa sugerencia ya se ha enviado.',
  'ai.notAiComment': 'Solo se valoran los comentarios escritos por la IA.',
};

const en: ErrorTexts = {
  unknown: 'Something went wrong ({{code}}). Please try again.',
  validation: 'The data sent is not valid.',
  'request.badJson': 'The request is not valid JSON.',
  'request.tooLarge': 'The request is too large.',
  'request.unsupportedCharset': 'The request must be UTF-8.',
  'request.unsupportedEncoding':
    'The request uses a compression the server does not accept: send it as is, or with gzip, deflate or br.',
  'request.unreadableBody': 'The request could not be read.',
  'request.badAddress':
    'The address is not valid: it has a malformed percent-encoding (write %20, %C3%B1…).',
  'request.unknownClient': 'Unknown client “{{client}}”; the clients are: {{modes}}.',
  'list.cursorInvalid': 'This page of the list is no longer valid; reload it from the start.',
  'auth.required': 'Please log in to continue.',
  'auth.invalidCredentials': 'Wrong username or password.',
  rateLimited: 'Too many attempts. Wait a moment and try again.',
  'quota.comments':
    'You have sent many comments in a short time. Wait a moment before sending another.',
  'quota.aiSuggestions':
    'You have asked for many suggestions in a short time. Wait a moment before asking again.',
  'quota.assistant':
    'You have asked the assistant many times in a short time. Wait a moment before asking again.',
  'quota.tickets':
    'You have opened many tickets in a short time. Wait a few minutes before opening another.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'What you are looking for does not exist.',
  'ticket.notFound': 'That ticket does not exist.',
  'comment.notFound': 'That comment does not exist.',
  'group.notFound': 'That group does not exist.',
  'category.notFound': 'That category does not belong to the group.',
  'attachment.notFound': 'That ticket has no image attachment there.',
  conflict: 'That already exists.',
  internal: 'Something went wrong on the server. Please try again.',
  'service.unavailable': 'The portal cannot reach its database right now. Try again in a moment.',
  'live.tooManySockets':
    'You have too many tabs connected to the portal. Close one and this one will connect again.',
  'ticket.eventCalendarNotAllowed': 'Only a public event takes a date or a place.',
  'report.duplicatePartner': 'This partner is already on the list.',
  'report.accusedIsPartner': 'The accused cannot also be a partner.',
  'text.invalidCharacter': 'A character here cannot be saved; delete it and type it again.',
  retry: 'Someone else changed this at the same time; try again.',
  'idempotency.keyInvalid': 'The Idempotency-Key header must have 1 to 255 printable characters.',
  'idempotency.keyReused': 'This idempotency key was already used for a different request.',
  'idempotency.answerLost':
    'This request was already carried out, but its answer was lost. Reload the page to see the result.',
  'ticket.eventChoiceRequired': 'Choose a date in the calendar or a place on the map.',
  'ticket.groupNotOffered': 'This group is not available from here.',
  'ticket.wrongType': 'This group does not take this kind of ticket.',
  'ticket.categoryInfoOnly': 'This category only gives information; it cannot be submitted.',
  'ticket.attachmentsRequired': 'This group needs at least one attachment.',
  'ticket.unknownField': '“{{field}}” is not a field of this category.',
  'ticket.fieldRequired': '“{{field}}” is required.',
  'ticket.fieldTooLong': '“{{field}}” has at most {{max}} characters.',
  'report.unknownRule': 'The rule “{{rule}}” does not belong to this category.',
  'report.dateInFuture': 'The date of the events cannot be in the future.',
  'report.dateTooOld': 'The date of the events must be within the last {{days}} days.',
  'dateRange.startAfterEnd': 'The start date cannot be after the end date.',
  'dateRange.startAfterToday': 'The start date cannot be after today.',
  'ticket.closed': 'This ticket is closed.',
  'ticket.alreadyClosed': 'This ticket is already closed.',
  'ticket.notClosed': 'This ticket is open already.',
  'ticket.closeNotAllowed': 'Only staff on this ticket can close it.',
  'ticket.reopenNotAllowed': 'Only staff can reopen a ticket.',
  'ticket.resolutionRequired': 'Choose a resolution to close the report.',
  'ticket.resolutionNotForSupport': 'Only reports take a resolution.',
  'assignment.notAdmin': 'Only staff who administer this ticket can assign it.',
  'assignment.alreadyAssigned': 'Already assigned.',
  'assignment.notAssigned': 'Not assigned to this ticket.',
  'assignment.notEligible': 'That person cannot handle this ticket.',
  'assignment.reportParty': 'A party to the report cannot handle it.',
  'assignment.directoryNotAllowed': 'Only administrators can list all staff.',
  'role.notFound': 'That role does not exist.',
  'intervention.notAllowed': 'You cannot ask for more responses on this ticket.',
  'intervention.notYet': 'You cannot ask for more responses yet.',
  'comment.staffOnlyNotAllowed': 'You cannot post staff-only notes on this ticket.',
  'comment.editNotAllowed': 'You cannot edit this comment.',
  'comment.deleteNotAllowed': 'You cannot delete this comment.',
  'review.notCreator': 'Only the person who opened the ticket can review it.',
  'review.ticketOpen': 'A ticket can be reviewed once it is closed.',
  'review.alreadyReviewed': 'This ticket has already been reviewed.',
  'review.tooFewComments': 'The ticket needs more comments before it can be reviewed.',
  'review.notAllowed': 'This ticket cannot be reviewed.',
  'tickets.staffFilter': 'That filter is for staff only.',
  'tickets.staffSort': 'That sort is for staff only.',
  'tickets.assigneeFilter': 'Only administrators can filter by assignee.',
  'power.notOwn': 'You can only read your own power.',
  'launch.disabled': 'Signing in from the game is not set up on this portal.',
  'launch.codeInvalid':
    'The launch code is not valid or has expired. Open the portal from the game again.',
  'launch.codeUsed': 'This launch code was already used. Open the portal from the game again.',
  'sso.disabled': 'Single sign-on is not set up on this portal.',
  'sso.stateExpired': 'The sign-in expired or was started in another browser. Please try again.',
  'sso.stateMismatch':
    "The identity provider's answer does not match this browser's sign-in. Please try again.",
  'sso.refused': 'The identity provider did not sign you in. Please try again.',
  'sso.providerUnavailable':
    'The identity provider could not be reached. Please try again in a few minutes.',
  'session.staffOnly': 'Only staff can see these players.',
  'stats.notAllowed': 'Only supervisors and administrators can read statistics.',
  'stats.staffOnly': 'Only staff have reviews.',
  'admin.notAllowed': 'Only administrators can use the admin panel.',
  'token.notGranted': 'This access token is not allowed to make this call.',
  'token.unknownEndpoint': 'A token cannot be granted the endpoint {{endpoint}}.',
  'token.secretShownOnce':
    'A token’s secret is shown only when it is created. If it was lost, create another token and delete this one.',
  'token.notFound': 'That token does not exist.',
  'webhook.notFound': 'That webhook does not exist.',
  'webhook.deliveryNotFound': 'That delivery does not exist.',
  'webhook.addressRefused':
    'The portal does not send to private or local addresses; use a public address or add the host to WEBHOOK_ALLOWED_HOSTS.',
  'webhook.addressUnknown': 'The host of that address cannot be found.',
  'account.notFound': 'That account does not exist.',
  'account.eraseNotAllowed':
    'You cannot erase your own account, nor one with more power than yours.',
  'account.alreadyErased': 'That account is already erased.',
  'config.keyProtected': 'The base AI prompt cannot be deleted.',
  'config.notFound': 'That configuration key does not exist.',
  'config.blankPrompt': 'The base AI prompt cannot be empty.',
  'config.invalidModel': 'The model name cannot be empty or contain spaces.',
  'config.invalidMinutes': 'The minutes are a whole number from 0 (no warning) to 525600.',
  'config.invalidMonths': 'The months are a whole number from 0 (kept for ever) to 1200.',
  'config.invalidImage': 'The image must be an https:// address or a path starting with /.',
  'incident.notFound': 'That incident does not exist.',
  'incident.entryNotFound': 'That entry does not exist in this incident.',
  'incident.statusEntryFixed':
    'Status changes stay on record as they are: they cannot be edited or deleted.',
  'assistant.notAllowed': 'The assistant is for administrators only.',
  'assistant.chatNotFound': 'That chat does not exist.',
  'attachment.blockedAddress': 'The image is at an address the portal does not visit.',
  'attachment.tooLarge': 'The image is too large.',
  'attachment.notImage': 'The attachment is not an image.',
  'attachment.badStatus': 'The image’s site answered with an error.',
  'attachment.tooManyRedirects': 'The image address redirects too often.',
  'attachment.unreachable': 'The image could not be fetched.',
  'attachment.timeout': 'The image took too long to arrive.',
  'ai.staffOnly': 'Only staff on this ticket can use suggested replies.',
  'ai.rateNotAllowed': 'Only staff above power 2 can rate AI replies.',
  'ai.responseNotFound': 'That suggestion does not exist on this ticket.',
  'ai.alreadySent': 'That suggestion has already been sent.',
  'ai.notAiComment': 'Only comments written by the AI can be rated.',
};

export const ERROR_TEXTS: Record<Language, ErrorTexts> = { es, en };

/** The params as a text in `language` interpolates them: each value written per language in it. */
export function errorParamsIn(
  language: Language,
  params: ErrorParams = {},
): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'object' ? value[language] || value.es : value,
    ]),
  );
}

/** A code's text with its params filled in (`{{name}}`), without a translation library. */
export function errorTextIn(language: Language, code: ErrorCode, params: ErrorParams = {}): string {
  const values = errorParamsIn(language, params);
  return ERROR_TEXTS[language][code].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
