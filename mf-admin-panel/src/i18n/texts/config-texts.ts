const es = {
  config: 'Configuración',
  configIntro:
    'Valores que el portal lee (prompt base de la IA, modelo del asistente, imágenes, minutos del aviso de inactividad) y otros libres. Un cambio se aplica al momento en todas las instancias.',
  configTable: 'Configuración',
  noConfig: 'Todavía no hay valores de configuración.',
  newConfig: 'Nuevo valor',
  editConfig: 'Editar valor',
  configKey: 'Clave',
  configValue: 'Valor',
  configDescription: 'Descripción',
  configUpdatedAt: 'Actualizado',
  configUpdatedBy: 'Por',
  configActions: 'Acciones',
  configKeyLocked:
    'Esta clave la usa el portal: se puede editar su valor, pero no cambiarla ni eliminarla.',
  edit: 'Editar',
  save: 'Guardar',
  configKeyInvalid:
    'La clave tiene de 1 a {{max}} caracteres: letras, dígitos, puntos, guiones y guiones bajos.',
  configValueInvalid: 'El valor tiene como máximo {{max}} caracteres.',
  configDescriptionInvalid: 'La descripción tiene como máximo {{max}} caracteres.',
  configBlankPrompt: 'El prompt base de la IA no puede estar vacío.',
  configInvalidModel: 'El nombre del modelo no puede estar vacío ni tener espacios.',
  configInvalidMinutes: 'Los minutos son un número entero de 0 (sin aviso) a 525600.',
  configInvalidImage: 'La imagen debe ser una dirección https:// o una ruta que empiece por /.',
  configSaveFailed: 'No se pudo guardar la configuración. Inténtalo de nuevo.',
  configDeleteFailed: 'No se pudo eliminar la configuración.',
  configDeleteTitle: 'Eliminar configuración',
  configDeleteConfirm:
    '¿Seguro que quieres eliminar la clave {{key}}? Esta acción no se puede deshacer.',
};

export const configTexts = {
  es,
  en: {
    config: 'Config',
    configIntro:
      'Values the portal reads (the base AI prompt, the assistant’s model, images, the inactivity warning’s minutes) and free ones. A change applies at once on every instance.',
    configTable: 'Configuration',
    noConfig: 'No configuration values yet.',
    newConfig: 'New value',
    editConfig: 'Edit value',
    configKey: 'Key',
    configValue: 'Value',
    configDescription: 'Description',
    configUpdatedAt: 'Updated',
    configUpdatedBy: 'By',
    configActions: 'Actions',
    configKeyLocked:
      'The portal uses this key: its value can be edited, but it cannot be renamed or deleted.',
    edit: 'Edit',
    save: 'Save',
    configKeyInvalid:
      'The key has 1 to {{max}} characters: letters, digits, dots, dashes and underscores.',
    configValueInvalid: 'The value has at most {{max}} characters.',
    configDescriptionInvalid: 'The description has at most {{max}} characters.',
    configBlankPrompt: 'The base AI prompt cannot be empty.',
    configInvalidModel: 'The model name cannot be empty or contain spaces.',
    configInvalidMinutes: 'The minutes are a whole number from 0 (no warning) to 525600.',
    configInvalidImage: 'The image must be an https:// address or a path starting with /.',
    configSaveFailed: 'Failed to save configuration. Please try again.',
    configDeleteFailed: 'Failed to delete configuration.',
    configDeleteTitle: 'Delete configuration',
    configDeleteConfirm:
      'Are you sure you want to delete the key {{key}}? This action cannot be undone.',
  } satisfies Record<keyof typeof es, string>,
};
